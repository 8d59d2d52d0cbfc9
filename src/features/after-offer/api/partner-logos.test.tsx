import { renderHook, waitFor } from '@testing-library/react';
import { jsonResponse } from '#shared/api/testing/fake-fetch.ts';
import { fakeClient } from '#shared/api/testing/fixtures.ts';
import { hookWrapper } from '#shared/api/testing/hook-wrapper.tsx';
import { captureLogs } from '#shared/api/testing/log-capture.ts';
import { usePartnerDisplayName } from './partner-logos.ts';

const logos = {
  logos: [
    { partner: 'finanzas-aliadas', name: 'Finanzas Aliadas S.A.', logoUrl: 'data:,', width: 160, height: 48 },
  ],
};

describe('usePartnerDisplayName', () => {
  it('reads the code until the partner list is in, then the name the list gives', async () => {
    const { client } = fakeClient(() => jsonResponse(logos));
    const { result } = renderHook(() => usePartnerDisplayName('finanzas-aliadas'), {
      wrapper: hookWrapper(client),
    });
    expect(result.current).toBe('Finanzas Aliadas');
    await waitFor(() => expect(result.current).toBe('Finanzas Aliadas S.A.'));
  });

  it('keeps the readable code when the list fails, and has nothing to name without a code', async () => {
    const logs = captureLogs();
    const { client, calls } = fakeClient(() => jsonResponse({ errors: [] }, 503));
    const named = renderHook(() => usePartnerDisplayName('provident'), { wrapper: hookWrapper(client) });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    const failed = 'ERROR: GET /partner/logos HTTP 503 HTTP error';
    await waitFor(() => expect(logs.map((entry) => entry.message)).toContain(failed));
    expect(named.result.current).toBe('Provident');
    const none = renderHook(() => usePartnerDisplayName(undefined), { wrapper: hookWrapper(client) });
    expect(none.result.current).toBeUndefined();
  });
});
