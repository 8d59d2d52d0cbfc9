import { screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { submitCnp } from './identity/api/submit-cnp.ts';
import { hangingResponse, type FakeHandler } from '#shared/api/testing/fake-fetch.ts';
import { TextField } from '#shared/ui/form/text-field.tsx';
import { AfterOfferStep } from './after-offer-step.tsx';
import { fieldErrors, LEAD_ID, nextState, renderStep, serverError } from './testing/render-step.tsx';
import { fieldIdOf, useAfterOfferForm } from './use-after-offer-form.ts';
import { useStepSubmit, type StepSubmitOptions } from './use-step-submit.ts';
import { captureLogs } from '#shared/api/testing/log-capture.ts';

/** The smallest step there is: one field, sent as the CNP step, with the hook's options under test. */
function OneFieldStep({ options, onSent }: { options: Partial<StepSubmitOptions>; onSent?: () => void }) {
  const form = useAfterOfferForm<{ cnp: string }>({
    draftKey: '/cnp',
    schema: z.object({ cnp: z.string().min(1, 'validation.required') }),
    defaults: { cnp: '' },
  });
  const { errorOf, submitWith, skip, frame } = useStepSubmit(form, { namespace: 'after-offer', ...options });
  const submit = submitWith(
    (valid) => (client, id) => submitCnp(client, { id, cnp: String(valid.cnp) }),
    onSent,
  );
  return (
    <AfterOfferStep
      title="One field"
      {...frame}
      onSubmit={() => void submit()}
      skip={{ label: 'Later', onSkip: () => void skip() }}
    >
      <TextField id={fieldIdOf('cnp')} label="Code" error={errorOf('cnp')} {...form.register('cnp')} />
    </AfterOfferStep>
  );
}

const setup = (
  handler: FakeHandler = () => nextState(),
  options: Partial<StepSubmitOptions> = {},
  onSent?: () => void,
) =>
  renderStep(<OneFieldStep options={options} {...(onSent ? { onSent } : {})} />, {
    state: 28,
    path: '/cnp',
    handler,
  });
const summary = () => screen.getByRole('alert', { name: /problem/i });

describe('useStepSubmit', { timeout: 20_000 }, () => {
  it('sends nothing while the form is invalid, and says why at the field and in the summary', async () => {
    const view = setup();
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(view.calls).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
      'Fill in this field to continue.',
    );
    expect(summary()).toHaveTextContent('Fill in this field to continue.');
  });

  it('sends the call for the lead, runs onSent and follows the next state', async () => {
    const onSent = vi.fn();
    const view = setup(() => nextState(10), {}, onSent);
    await view.user.type(screen.getByRole('textbox', { name: 'Code' }), '123');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    expect(view.calls[0]).toMatchObject({ method: 'POST', body: { id: LEAD_ID, cnp: '123' } });
    expect(onSent).toHaveBeenCalledOnce();
  });

  it('puts a refusal at its field (through fieldOf and mapErrors) and the rest in the summary', async () => {
    const logs = captureLogs();
    const onSent = vi.fn();
    const view = setup(
      () =>
        fieldErrors(
          { fieldName: 'number', message: 'refused' },
          { fieldName: 'other', message: 'Try later' },
        ),
      {
        fieldOf: (name) => (name === 'number' ? 'cnp' : undefined),
        mapErrors: (errors) =>
          errors.map((error) =>
            error.message === 'refused' ? { ...error, message: 'validation.required' } : error,
          ),
      },
      onSent,
    );
    await view.user.type(screen.getByRole('textbox', { name: 'Code' }), '123');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
        'Fill in this field to continue.',
      ),
    );
    expect(summary()).toHaveTextContent('Try later');
    expect(view.where()).toBe('/cnp');
    expect(onSent).not.toHaveBeenCalled();
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: POST /lead/cnp HTTP 400 HTTP error']);
  });

  it('clears the last refusal from the summary as soon as the applicant sends again', async () => {
    const logs = captureLogs();
    let answer: FakeHandler = () => fieldErrors({ fieldName: 'other', message: 'Try later' });
    const view = setup((call) => answer(call));
    await view.user.type(screen.getByRole('textbox', { name: 'Code' }), '123');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(summary()).toHaveTextContent('Try later'));
    answer = hangingResponse;
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.calls).toHaveLength(2));
    expect(screen.queryByText('Try later')).not.toBeInTheDocument();
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: POST /lead/cnp HTTP 400 HTTP error']);
  });

  it('says so when sending fails for another reason, and keeps what was typed', async () => {
    const logs = captureLogs();
    const view = setup(() => serverError());
    await view.user.type(screen.getByRole('textbox', { name: 'Code' }), '123');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('step-failed')).toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('123');
    expect(view.where()).toBe('/cnp');
    expect(logs.map((entry) => entry.message)).toEqual(['ERROR: POST /lead/cnp HTTP 500 HTTP error']);
  });

  it('skips the step on the server and follows the next state', async () => {
    const view = setup(() => nextState(10));
    await view.user.click(screen.getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(view.where()).toBe('/accepted'));
    expect(view.calls[0]).toMatchObject({
      method: 'POST',
      url: expect.stringContaining(`/lead/skip/${LEAD_ID}`),
    });
  });
});
