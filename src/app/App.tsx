import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { lazy, Suspense, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router';
import type { Market } from '../markets/market';
import { AttributionProvider } from '../features/attribution/AttributionContext';
import type { AttributionBoot } from '../features/attribution/boot';
import { LazyToastContainer } from '../shared/ui/toasts';
import { ErrorBoundary } from './shell/ErrorBoundary';
import { Shell } from './shell/Shell';
import { Spinner } from './shell/Spinner';

/** Spec section 9: the query cache keeps unused data 60 seconds. */
export const QUERY_GC_TIME_MS = 60_000;

export function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { gcTime: QUERY_GC_TIME_MS } } });
}

const QueryDevtools = lazy(() =>
  import('@tanstack/react-query-devtools').then((module) => ({ default: module.ReactQueryDevtools })),
);

export interface AppProps {
  market: Market;
  attribution: AttributionBoot;
  ApplicationPage: ComponentType;
  i18n: I18n;
  queryClient: QueryClient;
  basename: string;
  isDevelopment: boolean;
}

export function App({
  market,
  attribution,
  ApplicationPage,
  i18n,
  queryClient,
  basename,
  isDevelopment,
}: AppProps) {
  return (
    <ErrorBoundary logErrors={isDevelopment}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <AttributionProvider value={attribution}>
            <BrowserRouter basename={basename}>
              <Suspense fallback={<Spinner />}>
                <Routes>
                  {/* One catch-all route: the application page owns every path under the base path. */}
                  <Route
                    path="*"
                    element={
                      <Shell market={market} ApplicationPage={ApplicationPage} logErrors={isDevelopment} />
                    }
                  />
                </Routes>
              </Suspense>
            </BrowserRouter>
          </AttributionProvider>
          <LazyToastContainer />
          {isDevelopment && (
            <Suspense fallback={null}>
              <QueryDevtools initialIsOpen={false} />
            </Suspense>
          )}
        </QueryClientProvider>
      </I18nextProvider>
    </ErrorBoundary>
  );
}
