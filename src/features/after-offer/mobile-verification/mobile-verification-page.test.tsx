import { screen, waitFor } from '@testing-library/react';
import type { LeadStatusResponse } from '#contract/lead.ts';
import { jsonResponse, type FakeHandler } from '#shared/api/testing/fake-fetch.ts';
import { axeViolations } from '#test/axe.ts';
import { fieldErrors, LEAD_ID, nextState, renderStep, serverError } from '../testing/render-step.tsx';
import ChangeMobileNumberPage from './change-mobile-number-page.tsx';
import MobileVerificationPage from './mobile-verification-page.tsx';
import { captureLogs } from '#shared/api/testing/log-capture.ts';

const challenge = {
  id: LEAD_ID,
  phoneNumberMasked: '*******678',
  codeLength: 6,
  expiresAt: '2026-05-01T10:10:00.000Z',
  resendAfterSeconds: 30,
};
const verificationStatus: LeadStatusResponse = {
  id: LEAD_ID,
  state: 7,
  status: 'mobile-verification',
  verification: challenge,
};

/** Lead status asks for verification; the verify call answers with `verify`. */
const api =
  (verify: () => Response): FakeHandler =>
  (call) =>
    call.url.includes('/lead/status/') ? jsonResponse(verificationStatus) : verify();

const codeField = () => screen.findByRole('textbox', { name: 'Code from the text message (6 digits)' });
const confirm = () => screen.getByRole('button', { name: 'Confirm' });

describe('MobileVerificationPage', () => {
  it('shows where the code went, with a one-time-code field, and passes axe', async () => {
    const view = renderStep(<MobileVerificationPage />, {
      state: 7,
      path: '/mobile-verification',
      handler: api(nextState),
    });
    expect(await codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByText(/\*{7}678/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your mobile number' })).toHaveFocus();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it.each([
    ['', 'Fill in this field to continue.'],
    ['12ab56', 'Enter the code using digits only, as it is in the text message.'],
    ['1234', 'Enter all 6 digits of the code from the text message.'],
  ])('refuses %j before sending: %s', async (typed, message) => {
    const view = renderStep(<MobileVerificationPage />, {
      state: 7,
      path: '/mobile-verification',
      handler: api(nextState),
    });
    if (typed) await view.user.type(await codeField(), typed);
    else await codeField();
    await view.user.click(confirm());
    expect(await screen.findByRole('link', { name: message })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Code from/ })).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(view.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends the code and follows the state the server names', async () => {
    const view = renderStep(<MobileVerificationPage />, {
      state: 7,
      path: '/mobile-verification',
      handler: api(nextState),
    });
    await view.user.type(await codeField(), '123456');
    await view.user.click(confirm());
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    const verify = view.calls.find((call) => call.url.endsWith('/v2/customer/mobile/verify'));
    expect(verify?.body).toEqual({ id: LEAD_ID, code: '123456' });
  });

  it('shows a wrong code at the field, translated from the server key', async () => {
    const logs = captureLogs();
    const view = renderStep(<MobileVerificationPage />, {
      state: 7,
      path: '/mobile-verification',
      locale: 'mx',
      handler: api(() => fieldErrors({ fieldName: 'code', message: 'validation.code.incorrect' })),
    });
    await view.user.type(
      await screen.findByRole('textbox', { name: 'Código del SMS (6 dígitos)' }),
      '123456',
    );
    await view.user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('link', { name: /Ese código no es correcto/ })).toBeInTheDocument();
    expect(view.where()).toBe('/mobile-verification');
    expect(logs.map((entry) => entry.message)).toEqual([
      'ERROR: POST /v2/customer/mobile/verify HTTP 400 HTTP error',
    ]);
  });

  it('keeps the code typed when the server fails, and says so', async () => {
    const logs = captureLogs();
    const view = renderStep(<MobileVerificationPage />, {
      state: 7,
      path: '/mobile-verification',
      handler: api(serverError),
    });
    await view.user.type(await codeField(), '123456');
    await view.user.click(confirm());
    expect(await screen.findByTestId('step-failed')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Code from/ })).toHaveValue('123456');
    expect(logs.map((entry) => entry.message)).toEqual([
      'ERROR: POST /v2/customer/mobile/verify HTTP 500 HTTP error',
    ]);
  });

  it('never stores the code as a draft', async () => {
    const view = renderStep(<MobileVerificationPage />, {
      state: 7,
      path: '/mobile-verification',
      handler: api(nextState),
    });
    await view.user.type(await codeField(), '123456');
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(JSON.stringify(view.store.getState().drafts)).not.toContain('123456');
  });

  it('leads to the change-number step, from which the applicant may come back', async () => {
    const view = renderStep(<MobileVerificationPage />, {
      state: 7,
      path: '/mobile-verification',
      handler: api(nextState),
    });
    await codeField();
    await view.user.click(screen.getByRole('button', { name: 'Change the number' }));
    await waitFor(() => expect(view.where()).toBe('/change-mobile-number'));
    expect(view.store.getState().progressState).toEqual([15, 7]);
  });
});

describe('ChangeMobileNumberPage', () => {
  const changed: FakeHandler = (call) =>
    call.url.includes('/lead/status/') ? jsonResponse(verificationStatus) : jsonResponse(challenge);

  it('refuses a number that is not a Mexican mobile number, at the field and in the summary', async () => {
    const view = renderStep(<ChangeMobileNumberPage />, {
      state: [15, 7],
      path: '/change-mobile-number',
      handler: changed,
    });
    expect(await axeViolations(view.container)).toEqual([]);
    await view.user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '123');
    await view.user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByRole('alert', { name: /There is a problem/ })).toBeInTheDocument();
    expect(view.calls).toHaveLength(0);
  });

  it('sends the new number and goes where the lead status says', async () => {
    const view = renderStep(<ChangeMobileNumberPage />, {
      state: [15, 7],
      path: '/change-mobile-number',
      handler: changed,
    });
    await view.user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '55 8765 4321');
    await view.user.click(screen.getByRole('button', { name: 'Send the code' }));
    await waitFor(() => expect(view.where()).toBe('/mobile-verification'));
    expect(view.calls[0]).toMatchObject({ method: 'PUT', body: { id: LEAD_ID, phoneNumber: '5587654321' } });
  });

  it('offers the way back to the code only when the applicant came from it', async () => {
    renderStep(<ChangeMobileNumberPage />, { state: 15, path: '/change-mobile-number', handler: changed });
    await screen.findByRole('textbox', { name: 'Mobile number' });
    expect(screen.queryByRole('button', { name: 'Back to the code' })).not.toBeInTheDocument();
  });
});

describe('a reload on an after-offer step', () => {
  it('keeps what was typed (the new number), read back from the session storage', async () => {
    const first = renderStep(<ChangeMobileNumberPage />, { state: 15, path: '/change-mobile-number' });
    await first.user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '5587654321');
    await new Promise((resolve) => setTimeout(resolve, 350));
    first.unmount();
    renderStep(<ChangeMobileNumberPage />, {
      state: 15,
      path: '/change-mobile-number',
      storage: first.storage,
    });
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('5587654321');
  });
});
