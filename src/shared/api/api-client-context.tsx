/**
 * Hands the app's one ApiClient to the operation hooks. The app creates the client once (see
 * createAppApiClient) and wraps its tree; tests wrap theirs with a client over a fake fetch.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './http-client.ts';

const ApiClientContext = createContext<ApiClient | null>(null);

export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  // A programming error (a missing provider), not a request failure: fail loudly at once.
  if (!client) throw new Error('useApiClient needs an <ApiClientProvider> above it');
  return client;
}
