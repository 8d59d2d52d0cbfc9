import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createQueryClient } from '../../shared/lib/query-client';
import { isDevelopment } from '../../shared/config/env';

const QueryDevtools = lazy(() =>
  import('@tanstack/react-query-devtools').then((module) => ({ default: module.ReactQueryDevtools })),
);

/**
 * Server state lives with the application page, not the shell: the shell paints (header, spinner) without
 * the query library, which arrives in the page chunk. Developer tools load only in development.
 */
export function ApplicationProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {isDevelopment && (
        <Suspense fallback={null}>
          <QueryDevtools initialIsOpen={false} />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
