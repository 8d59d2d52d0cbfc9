import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { LeadStatusResponse } from '../../../contract/lead';
import { jsonResponse } from '../../shared/api/testing/fake-fetch';
import { fakeClient, LEAD_ID, statusRejected } from '../../shared/api/testing/fixtures';
import { hookWrapper } from '../../shared/api/testing/hook-wrapper';
import { axeViolations } from '../../test/axe';
import { createTestI18n } from '../../test/i18n';
import { CheckingPage } from './CheckingPage';

function renderChecking(answers: LeadStatusResponse[], onDecision = vi.fn()) {
  let call = 0;
  const { client, calls } = fakeClient(() => jsonResponse(answers[Math.min(call++, answers.length - 1)]));
  const Wrapper = hookWrapper(client);
  const view = render(
    <I18nextProvider i18n={createTestI18n('mx')}>
      <Wrapper>
        <CheckingPage leadId={LEAD_ID} onDecision={onDecision} />
      </Wrapper>
    </I18nextProvider>,
  );
  return { ...view, calls, onDecision };
}

describe('CheckingPage', () => {
  it('says the application is saved and offers a retry when the status cannot be read', async () => {
    const { client } = fakeClient(() => jsonResponse({ errors: [] }, 503));
    const Wrapper = hookWrapper(client);
    const onDecision = vi.fn();
    render(
      <I18nextProvider i18n={createTestI18n('mx')}>
        <Wrapper>
          <CheckingPage leadId={LEAD_ID} onDecision={onDecision} />
        </Wrapper>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Tu solicitud está guardada',
    );
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
    expect(onDecision).not.toHaveBeenCalled();
  });

  it('polls the lead status until the server decides, then hands the decision over once', async () => {
    const checkingNow: LeadStatusResponse = { id: LEAD_ID, state: 6, status: 'checking', retryAfterMs: 0 };
    const { onDecision, calls, container } = renderChecking([checkingNow, statusRejected]);
    expect(screen.getByRole('heading', { level: 1, name: 'Estamos revisando tu solicitud' })).toHaveFocus();
    expect(screen.getByText('Revisando los datos que nos diste…')).toBeInTheDocument();
    await vi.waitFor(() => expect(onDecision).toHaveBeenCalledWith(statusRejected), { timeout: 3000 });
    expect(onDecision).toHaveBeenCalledOnce();
    expect(calls.every((sent) => sent.url.endsWith(`/lead/status/${LEAD_ID}`))).toBe(true);
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(await axeViolations(container)).toEqual([]);
  });
});
