import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import type { LeadStatusResponse } from '#contract/lead.ts';
import { jsonResponse } from '#shared/api/testing/fake-fetch.ts';
import { fakeClient, LEAD_ID, statusRejected } from '#shared/api/testing/fixtures.ts';
import { hookWrapper } from '#shared/api/testing/hook-wrapper.tsx';
import { axeViolations } from '#test/axe.ts';
import { createTestI18n } from '#test/i18n.ts';
import { CheckingPage, SLOW_CHECK_MS } from './checking-page.tsx';
import { captureLogs } from '#shared/api/testing/log-capture.ts';

function renderChecking(answers: LeadStatusResponse[], onDecision = vi.fn()) {
  let call = 0;
  const { client, calls } = fakeClient(() => jsonResponse(answers[Math.min(call++, answers.length - 1)]));
  const Wrapper = hookWrapper(client);
  const view = render(
    <I18nProvider i18n={createTestI18n('mx')}>
      <Wrapper>
        <CheckingPage leadId={LEAD_ID} onDecision={onDecision} />
      </Wrapper>
    </I18nProvider>,
  );
  return { ...view, calls, onDecision };
}

describe('CheckingPage', () => {
  it('says the application is saved and offers a retry when the status cannot be read', async () => {
    const logs = captureLogs();
    const { client } = fakeClient(() => jsonResponse({ errors: [] }, 503));
    const Wrapper = hookWrapper(client);
    const onDecision = vi.fn();
    render(
      <I18nProvider i18n={createTestI18n('mx')}>
        <Wrapper>
          <CheckingPage leadId={LEAD_ID} onDecision={onDecision} />
        </Wrapper>
      </I18nProvider>,
    );
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Tu solicitud está guardada',
    );
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
    expect(onDecision).not.toHaveBeenCalled();
    expect(logs.map((entry) => entry.message)).toContain('ERROR: GET /lead/status/{id} HTTP 503 HTTP error');
  });

  it('polls the lead status until the server decides, then hands the decision over once', async () => {
    const checkingNow: LeadStatusResponse = { id: LEAD_ID, state: 6, status: 'checking', retryAfterMs: 0 };
    const { onDecision, calls, container } = renderChecking([checkingNow, statusRejected]);
    expect(screen.getByRole('heading', { level: 1, name: 'Estamos revisando tu solicitud' })).toHaveFocus();
    expect(screen.getByText('Revisando los datos que nos diste…')).toBeInTheDocument();
    // Testing Library's waitFor, not vi.waitFor: the poll's answers update the page while it waits, inside act.
    await waitFor(() => expect(onDecision).toHaveBeenCalledWith(statusRejected), { timeout: 3000 });
    expect(onDecision).toHaveBeenCalledOnce();
    expect(calls.every((sent) => sent.url.endsWith(`/lead/status/${LEAD_ID}`))).toBe(true);
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('moves the progress line on while waiting, and after a minute says it takes longer than usual', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const checking: LeadStatusResponse = { id: LEAD_ID, state: 6, status: 'checking', retryAfterMs: 1000 };
      const { onDecision, container, calls } = renderChecking([checking]);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(4000));
      expect(screen.getByText('Comparando ofertas de nuestras financieras…')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(SLOW_CHECK_MS));
      expect(screen.getByRole('status')).toHaveTextContent('Está tardando más de lo normal.');
      expect(screen.getByText('Casi listo: preparando tu respuesta…')).toBeInTheDocument();
      expect(onDecision).not.toHaveBeenCalled();
      // Backoff: a read at 0, 1, 2.5, 4.75, 8.1, 13.2, 20.8, then every 10 s; a fixed 1 s poll would have read 65 times.
      expect(calls.length).toBeGreaterThanOrEqual(9);
      expect(calls.length).toBeLessThanOrEqual(13);
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
