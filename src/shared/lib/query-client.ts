import { QueryClient } from '@tanstack/react-query';

/** Spec section 9: the query cache keeps unused data 60 seconds. */
export const QUERY_GC_TIME_MS = 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { gcTime: QUERY_GC_TIME_MS } } });
}
