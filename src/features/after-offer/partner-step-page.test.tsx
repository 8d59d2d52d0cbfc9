import { screen, waitFor } from '@testing-library/react';
import { axeViolations } from '#test/axe.ts';
import PartnerStepPage from './partner-step-page.tsx';
import { fallbackScreen, screenOf } from './screens.ts';
import { LEAD_ID, nextState, renderStep, serverError } from './testing/render-step.tsx';
import { captureLogs } from '#shared/api/testing/log-capture.ts';

describe('a state without a screen of its own', () => {
  it('gets the partner-step page', () => {
    expect(screenOf(24, {})).toBe(fallbackScreen);
    const own = () => import('./partner-step-page.tsx');
    expect(screenOf(24, { aide: own })).toBe(own);
  });

  it('tells the applicant a partner needs one more thing, and going on skips the step on the server', async () => {
    const view = renderStep(<PartnerStepPage />, {
      state: 41,
      path: '/partner-offer-4',
      handler: () => nextState(13),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'One more step' })).toHaveFocus();
    expect(await axeViolations(view.container)).toEqual([]);
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.where()).toBe('/rejected'));
    expect(view.calls[0]).toMatchObject({
      method: 'POST',
      url: `https://api.test/base/lead/skip/${LEAD_ID}`,
    });
  });

  it('says so when the server fails, and stays', async () => {
    const logs = captureLogs();
    const view = renderStep(<PartnerStepPage />, {
      state: 41,
      path: '/partner-offer-4',
      handler: serverError,
    });
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('step-failed')).toBeInTheDocument();
    expect(view.where()).toBe('/partner-offer-4');
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: POST /lead/skip/{id} HTTP 500 HTTP error']);
  });
});
