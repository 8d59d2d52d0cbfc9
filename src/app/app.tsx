import type { Translator } from '#shared/i18n/translator.ts';
import { Suspense, type ComponentType } from 'react';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import { BrowserRouter } from '#shared/routing/router.tsx';
import { Route, Routes } from '#shared/routing/routes.tsx';
import type { Market } from '#markets/market.ts';
import { AttributionProvider } from '#features/attribution/attribution-context.tsx';
import type { AttributionBoot } from '#features/attribution/boot.ts';
import type { ConsentStore } from '#features/tracking/consent/consent-state.ts';
import { ConnectionToasts } from '#shared/ui/connection-toasts.tsx';
import { LazyToastContainer } from '#shared/ui/toasts.tsx';
import { ErrorBoundary } from './shell/error-boundary.tsx';
import { Shell } from './shell/shell.tsx';
import { Spinner } from './shell/spinner.tsx';

export interface AppProps {
  market: Market;
  attribution: AttributionBoot;
  ApplicationPage: ComponentType;
  i18n: Translator;
  basename: string;
  isDevelopment: boolean;
  /** Only when a third party is configured: the applicant is then asked before any of it loads. */
  consentStore?: ConsentStore | undefined;
}

export function App({
  market,
  attribution,
  ApplicationPage,
  i18n,
  basename,
  isDevelopment,
  consentStore,
}: AppProps) {
  return (
    // The translator above the boundary: its fallback says what happened in the applicant's language.
    <I18nProvider i18n={i18n}>
      <ErrorBoundary logErrors={isDevelopment}>
        <AttributionProvider value={attribution}>
          {/* Route changes render at once, not as transitions (docs/adr/0029): a next page shown while its save is on
              its way rendered time-sliced, and the save's answer restarted it (valid Next at 4x CPU: 400 to 243 ms
              median on mx/prestaluz). A lazy screen (the review, an after-offer step) shows its own Suspense
              fallback while its code comes, rather than keeping the page before it. */}
          <BrowserRouter basename={basename}>
            <Suspense fallback={<Spinner />}>
              <Routes>
                {/* One catch-all route: the application page owns every path under the base path. */}
                <Route
                  path="*"
                  element={
                    <Shell
                      market={market}
                      ApplicationPage={ApplicationPage}
                      logErrors={isDevelopment}
                      consentStore={consentStore}
                    />
                  }
                />
              </Routes>
            </Suspense>
          </BrowserRouter>
        </AttributionProvider>
        <LazyToastContainer />
        <ConnectionToasts />
      </ErrorBoundary>
    </I18nProvider>
  );
}
