import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { market } from '../../markets/market';
import { ApiClientProvider } from '../../shared/api/api-client-context';
import { createAppApiClient } from '../../shared/api/create-app-api-client';
import { isDevelopment } from '../../shared/config/env';
import { createQueryClient } from '../../shared/lib/query-client';

const QueryDevtools = lazy(() =>
  import('@tanstack/react-query-devtools').then((module) => ({ default: module.ReactQueryDevtools })),
);

/**
 * Server state and the API client live with the application page, not the shell: the shell paints (header, spinner) without
 * the query library, which arrives in the page chunk. Developer tools load only in development.
 */
export function ApplicationProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // The product identifier the lead API expects: one per brand and country (spec section 7).
  const [apiClient] = useState(() => createAppApiClient(`${market.target.product}-${market.target.country}`));
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={apiClient}>{children}</ApiClientProvider>
      {isDevelopment && (
        <Suspense fallback={null}>
          <QueryDevtools initialIsOpen={false} />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
