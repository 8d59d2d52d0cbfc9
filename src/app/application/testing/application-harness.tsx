/**
 * What the application pages' screen tests render around their routes: the texts, a landing read on a fixed day, the
 * API client, the progress store, a memory router that follows the store's route changes, and the location shown
 * (`data-testid="where"`, path and query).
 */
import { render } from '@testing-library/react';
import type { Translator } from '#shared/i18n/translator.ts';
import type { ReactNode } from 'react';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import { MemoryRouter, useLocation } from '#shared/routing/router.tsx';
import { Routes } from '#shared/routing/routes.tsx';
import { AttributionProvider } from '#features/attribution/attribution-context.tsx';
import { bootAttribution } from '#features/attribution/boot.ts';
import { useApplyRouteChange } from '#features/funnel/navigation.ts';
import type { ProgressStore } from '#features/funnel/progress-store.ts';
import { ProgressStoreProvider } from '#features/funnel/progress-store-context.tsx';
import type { ApiClient } from '#shared/api/http-client.ts';
import { hookWrapper } from '#shared/api/testing/hook-wrapper.tsx';
import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';

export const TEST_SESSION_ID = '9d7c2f4e-1b3a-4c5d-8e6f-7a8b9c0d1e2f';

function Follower({ store }: { store: ProgressStore }) {
  useApplyRouteChange(store);
  return null;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

export interface ApplicationHarness {
  i18n: Translator;
  client: ApiClient;
  store: ProgressStore;
  /** The first entry of the router. */
  path: string;
  /** The landing's URL (its query is read as an arrival's). */
  landingUrl?: string;
  /** The <Route>s under test. */
  routes: ReactNode;
}

export function renderApplication({
  i18n,
  client,
  store,
  path,
  landingUrl = 'https://apply.test/application-frontend/',
  routes,
}: ApplicationHarness) {
  const attribution = bootAttribution({
    url: landingUrl,
    now: () => new Date('2026-05-01T10:00:00.000Z'),
    storage: memorySafeStorage().storage,
    randomUUID: () => TEST_SESSION_ID,
  });
  const Providers = hookWrapper(client);
  return render(
    <I18nProvider i18n={i18n}>
      <AttributionProvider value={attribution}>
        <Providers>
          <ProgressStoreProvider store={store}>
            <MemoryRouter initialEntries={[path]}>
              <Follower store={store} />
              <Routes>{routes}</Routes>
              <Where />
            </MemoryRouter>
          </ProgressStoreProvider>
        </Providers>
      </AttributionProvider>
    </I18nProvider>,
  );
}
