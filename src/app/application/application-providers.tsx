import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useAttribution } from '#features/attribution/attribution-context.tsx';
import { useFunnelMilestones } from '#features/funnel/milestones.ts';
import type { ApiClient } from '#shared/api/http-client.ts';
import { useApplyRouteChange } from '#features/funnel/navigation.ts';
import {
  browserPageLifecycle,
  createProgressStore,
  type ProgressStore,
} from '#features/funnel/progress-store.ts';
import { ProgressStoreProvider } from '#features/funnel/progress-store-context.tsx';
import { market } from '#markets/market.ts';
import { ApiClientProvider } from '#shared/api/api-client-context.tsx';
import { createAppApiClient } from '#shared/api/create-app-api-client.ts';
import { SUBSCRIPTION_BATCH_MS } from '#shared/config/defaults.ts';
import { env, isDevelopment } from '#shared/config/env.ts';
import { createQueryClient } from '#shared/lib/query-client.ts';
import { seedQueryClient } from '#shared/api/prerendered-queries.ts';
import { browserSafeStorage } from '#shared/lib/storage/safe-storage.ts';

const NEVER_CHANGES = () => () => undefined;

const QueryDevtools = lazy(() =>
  import('@tanstack/react-query-devtools').then((module) => ({ default: module.ReactQueryDevtools })),
);

/**
 * Applies the route changes the funnel store asks for (push, or replace after an offer), announces the funnel's
 * milestones, and reports them to the affiliate (issue 15, item 4) when the landing named one. Affiliate events go
 * to the lender's own API with what the lead itself carries, so they do not wait for the tracking consent; their code
 * is a chunk of its own, loaded only for an affiliate's applicant.
 */
function RouteChangeFollower({ store, client }: { store: ProgressStore; client: ApiClient }) {
  useApplyRouteChange(store);
  useFunnelMilestones(store);
  const attribution = useAttribution();
  const { attribute, subId, transactionId } = attribution.affiliateReference;
  const referred = Boolean(attribute || subId || transactionId);
  useEffect(() => {
    if (!referred) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('#features/tracking/affiliate-events/affiliate-events.ts').then((module) => {
      if (cancelled) return;
      stop = module.connectAffiliateEvents({
        client,
        attribution: () => module.attributionFromBoot(attribution),
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [referred, client, attribution]);
  return null;
}

/**
 * Server state, the API client and the funnel's progress store live with the application page, not the shell:
 * the shell paints (header, spinner) without them, and they arrive in the page chunk. Developer tools load only
 * in development.
 */
export function ApplicationProviders({ children }: { children: ReactNode }) {
  const attribution = useAttribution();
  // The prerendered first screen's data (the form configuration, the policies) comes with the page (issue 16).
  const [queryClient] = useState(() => seedQueryClient(createQueryClient(), document));
  // Not while hydrating: the prerendered markup has no devtools, and hydration must draw what it shows.
  const devtools = useSyncExternalStore(
    NEVER_CHANGES,
    () => isDevelopment,
    () => false,
  );
  // The product identifier the lead API expects: one per brand and country (spec section 7).
  const [apiClient] = useState(() => createAppApiClient(`${market.target.product}-${market.target.country}`));
  const [store] = useState(() =>
    createProgressStore({
      storage: browserSafeStorage(),
      applicationDataExpiryMs: env.VITE_APPLICATION_DATA_EXPIRY_MS,
      sellingTierGlobalId: attribution.sellingTierGlobalId,
      batchMs: SUBSCRIPTION_BATCH_MS,
      lifecycle: browserPageLifecycle(),
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={apiClient}>
        <ProgressStoreProvider store={store}>
          <RouteChangeFollower store={store} client={apiClient} />
          {children}
        </ProgressStoreProvider>
      </ApiClientProvider>
      {devtools && (
        <Suspense fallback={null}>
          <QueryDevtools initialIsOpen={false} />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
