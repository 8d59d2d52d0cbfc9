/**
 * The providers a funnel screen or route runs under in the app (i18n, the API client over a fake fetch, the
 * progress store, a memory router at `path`), with the current pathname shown in `data-testid="where"` so a test
 * can read where the funnel went.
 */
import type { ReactNode } from 'react';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import { MemoryRouter, useLocation } from '#shared/routing/router.tsx';
import type { Locale } from '#markets/matrix.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { hookWrapper } from '#shared/api/testing/hook-wrapper.tsx';
import { createTestI18n } from '#test/i18n.ts';
import type { ProgressStore } from '../progress-store.ts';
import { ProgressStoreProvider } from '../progress-store-context.tsx';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

export function funnelTestTree(options: {
  client: ApiClient;
  store: ProgressStore;
  path: string;
  locale?: Locale;
  children: ReactNode;
}) {
  const Providers = hookWrapper(options.client);
  return (
    <I18nProvider i18n={createTestI18n(options.locale ?? 'en')}>
      <Providers>
        <ProgressStoreProvider store={options.store}>
          <MemoryRouter initialEntries={[options.path]}>
            {options.children}
            <Where />
          </MemoryRouter>
        </ProgressStoreProvider>
      </Providers>
    </I18nProvider>
  );
}
