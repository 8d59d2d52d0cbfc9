/** /continue/{id} in a classic variant: GET /lead/continue/{id}, the store restored, the lead's step shown. */
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { exampleLeadCreate } from '../../../../contract/examples';
import { useApplyRouteChange } from '../../../features/funnel/navigation';
import { createProgressStore, type ProgressStore } from '../../../features/funnel/progress-store';
import { ProgressStoreProvider } from '../../../features/funnel/progress-store-context';
import { jsonResponse, type FakeHandler } from '../../../shared/api/testing/fake-fetch';
import { fakeClient, LEAD_ID } from '../../../shared/api/testing/fixtures';
import { hookWrapper } from '../../../shared/api/testing/hook-wrapper';
import { captureLogs } from '../../../shared/api/testing/log-capture';
import { memorySafeStorage } from '../../../shared/lib/storage/memory-storage';
import { createTestI18n } from '../../../test/i18n';
import { ClassicResumeRoute } from './classic-resume-route';

const i18n = createTestI18n('en');

function Follower({ store }: { store: ProgressStore }) {
  useApplyRouteChange(store);
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderResume(handler: FakeHandler) {
  const { client, calls } = fakeClient(handler);
  const store = createProgressStore({ storage: memorySafeStorage().storage });
  const Providers = hookWrapper(client);
  render(
    <I18nextProvider i18n={i18n}>
      <Providers>
        <ProgressStoreProvider store={store}>
          <MemoryRouter initialEntries={[`/continue/${LEAD_ID}`]}>
            <Follower store={store} />
            <Routes>
              <Route path="continue/:id" element={<ClassicResumeRoute />} />
              <Route path="*" element={<h1>A step</h1>} />
            </Routes>
          </MemoryRouter>
        </ProgressStoreProvider>
      </Providers>
    </I18nextProvider>,
  );
  return { calls, store };
}

describe('ClassicResumeRoute', () => {
  it('loads the lead by id, restores its answers and opens the step it left', async () => {
    const { calls, store } = renderResume(() =>
      jsonResponse({
        lead: { ...exampleLeadCreate, id: LEAD_ID, product: 'prestaluz-mx' },
        state: 3,
        updatedAt: '2026-05-01T10:00:00.000Z',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/contact-details'));
    expect(calls.map((call) => call.url)).toEqual([`https://api.test/base/lead/continue/${LEAD_ID}`]);
    const state = store.getState();
    expect(state.leadId).toBe(LEAD_ID);
    expect(state.application.personalDetails?.firstName).toBe(exampleLeadCreate.personalDetails?.firstName);
  });

  it('says a bad or expired link is not valid and offers a fresh start', async () => {
    const logs = captureLogs();
    renderResume(() =>
      jsonResponse({ errors: [{ fieldName: '', message: 'Lead not found' }] }, 404, 'Not Found'),
    );
    expect(await screen.findByTestId('resume-failed')).toBeInTheDocument();
    expect(screen.getByRole('button')).toBeInTheDocument();
    expect(logs.map((entry) => entry.message).join()).toContain('GET /lead/continue/{id}');
  });
});
