/** Providers for hook tests: a fresh QueryClient (no retry delay, so retries run at once) and the client. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiClientProvider } from '../api-client-context.tsx';
import type { ApiClient } from '../http-client.ts';

export function hookWrapper(client: ApiClient) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retryDelay: 0 }, mutations: { retryDelay: 0 } },
  });
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>{children}</ApiClientProvider>
      </QueryClientProvider>
    );
  };
}
