import { LEAD_ID } from '#shared/api/testing/fixtures.ts';
import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import type { SafeStorage } from '#shared/lib/storage/safe-storage.ts';
import { createProgressStore, type ProgressStore } from '../progress-store.ts';

/**
 * For route and screen tests: a progress store whose applicant is at `progress` with a lead (`leadId: null` for
 * none yet), and no route change pending, as after the router followed the last one.
 */
export function storeAt(
  progress: number | readonly number[],
  {
    leadId = LEAD_ID,
    storage = memorySafeStorage().storage,
  }: { leadId?: string | null; storage?: SafeStorage } = {},
): ProgressStore {
  const store = createProgressStore({ storage });
  if (leadId) store.getState().storeLeadId({ id: leadId });
  store.getState().pushProgressState(progress);
  store.getState().clearRouteChange();
  return store;
}
