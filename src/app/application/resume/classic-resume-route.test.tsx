/**
 * /continue/{token} in a classic variant: the link used once (POST /lead/resume), its credential kept, the store
 * restored, the lead's step shown and the token gone from the address.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import { MemoryRouter, useLocation } from '#shared/routing/router.tsx';
import { Route, Routes } from '#shared/routing/routes.tsx';
import { exampleLeadCreate } from '#contract/examples.ts';
import { useApplyRouteChange } from '#features/funnel/navigation.ts';
import { createProgressStore, type ProgressStore } from '#features/funnel/progress-store.ts';
import { ProgressStoreProvider } from '#features/funnel/progress-store-context.tsx';
import { jsonResponse, type FakeHandler } from '#shared/api/testing/fake-fetch.ts';
import { fakeClient, LEAD_ID } from '#shared/api/testing/fixtures.ts';
import { hookWrapper } from '#shared/api/testing/hook-wrapper.tsx';
import { captureLogs } from '#shared/api/testing/log-capture.ts';
import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import { createTestI18n } from '#test/i18n.ts';
import { ClassicResumeRoute } from './classic-resume-route.tsx';

const i18n = createTestI18n('en');

function Follower({ store }: { store: ProgressStore }) {
  useApplyRouteChange(store);
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const TOKEN = 'Vq3kP0xZ7rT2mY9sLc4bN1hWZt6Gf2Hq8Jw0Ks4Lp7Mr1Nd5Xe9Ya3Bc6Vu2Ti8RoQa';
const CREDENTIAL = 'q3Jx0v9mYt2LbW8cZr5NfK1pHs7dGe4uAo6iTy-Vw_E';

function renderResume(handler: FakeHandler) {
  const { client, calls } = fakeClient(handler);
  const store = createProgressStore({ storage: memorySafeStorage().storage });
  const Providers = hookWrapper(client);
  render(
    <I18nProvider i18n={i18n}>
      <Providers>
        <ProgressStoreProvider store={store}>
          <MemoryRouter initialEntries={[`/continue/${TOKEN}`]}>
            <Follower store={store} />
            <Routes>
              <Route path="continue/:token" element={<ClassicResumeRoute />} />
              <Route path="*" element={<h1>A step</h1>} />
            </Routes>
          </MemoryRouter>
        </ProgressStoreProvider>
      </Providers>
    </I18nProvider>,
  );
  return { calls, store, client };
}

describe('ClassicResumeRoute', () => {
  it('uses the link once, keeps its credential, restores the answers and opens the step it left', async () => {
    const { calls, store, client } = renderResume(() =>
      jsonResponse({
        lead: { ...exampleLeadCreate, id: LEAD_ID, product: 'prestaluz-mx' },
        state: 3,
        updatedAt: '2026-05-01T10:00:00.000Z',
        credential: CREDENTIAL,
      }),
    );
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/contact-details'));
    expect(calls.map((call) => [call.method, call.url, call.body])).toEqual([
      ['POST', 'https://api.test/base/lead/resume', { token: TOKEN }],
    ]);
    expect(client.credential.read()).toBe(CREDENTIAL);
    expect(screen.getByTestId('where')).not.toHaveTextContent(TOKEN);
    const state = store.getState();
    expect(state.leadId).toBe(LEAD_ID);
    expect(state.application.personalDetails?.firstName).toBe(exampleLeadCreate.personalDetails?.firstName);
  });

  it.each([
    [404, 'Not Found'],
    [410, 'Gone'],
  ])(
    'says a forged (%i) or used or expired link is not valid and offers a fresh start',
    async (status, text) => {
      const logs = captureLogs();
      renderResume(() =>
        jsonResponse({ errors: [{ fieldName: 'token', message: 'validation.link.expired' }] }, status, text),
      );
      expect(await screen.findByTestId('resume-failed')).toBeInTheDocument();
      expect(screen.getByRole('button')).toBeInTheDocument();
      expect(logs.map((entry) => entry.message).join()).toContain('POST /lead/resume');
    },
  );
});
