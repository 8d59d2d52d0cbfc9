/** Contract-valid answers for tests, so a test fails on the behaviour it checks, not on a bad fixture. */
import type { LeadCreatedResponse, LeadResumeResponse, LeadStatusResponse } from '#contract/lead.ts';
import { createApiClient, type ApiClientConfig } from '../http-client.ts';
import { createFakeFetch, type FakeHandler } from './fake-fetch.ts';

export const LEAD_ID = '3f2b8c1e-7a4d-4e5f-9b6a-1c2d3e4f5a6b';
const NOW = '2026-05-01T10:00:00.000Z';

export const APPLICANT_CREDENTIAL = 'q3Jx0v9mYt2LbW8cZr5NfK1pHs7dGe4uAo6iTy-Vw_E';

/**
 * A saved lead as a create answers it (with the applicant's credential); an update's answer is the same without the
 * credential, and parses from this one too, so tests answer both with it.
 */
export const leadSaved: LeadCreatedResponse = {
  id: LEAD_ID,
  leadStatus: 2,
  createdAt: NOW,
  updatedAt: NOW,
  credential: APPLICANT_CREDENTIAL,
};

export const statusChecking: LeadStatusResponse = {
  id: LEAD_ID,
  state: 6,
  status: 'checking',
  retryAfterMs: 1000,
};
export const statusRejected: LeadStatusResponse = { id: LEAD_ID, state: 13, status: 'rejected' };

export const leadResumed: LeadResumeResponse = {
  lead: { id: LEAD_ID, product: 'prestaluz-mx', amount: 10_000, period: 12 },
  state: 3,
  updatedAt: NOW,
};

/**
 * The longest delay a timer takes (about 24.8 days): a call a test leaves unanswered on purpose (a save whose answer
 * never comes) never times out while the run lasts. With 60 s, its timeout fired in a later test of the same worker
 * (test files share their modules: vitest.config.ts) once a slow run outlasted it, and that test failed on the error
 * logged. A test of the timeout sets its own (http-client.test.ts).
 */
const NEVER_DURING_THE_RUN_MS = 2 ** 31 - 1;

/** A client over a fake fetch, with the configuration a test names and harmless defaults. */
export function fakeClient(handler: FakeHandler, overrides: Partial<ApiClientConfig> = {}) {
  const fake = createFakeFetch(handler);
  const client = createApiClient({
    baseUrl: 'https://api.test/base',
    productId: 'prestaluz-mx',
    timeoutMs: NEVER_DURING_THE_RUN_MS,
    paths: { lead: '/lead', policies: '/policy' },
    fetch: fake.fetch,
    isOnline: () => true,
    ...overrides,
  });
  return { client, calls: fake.calls };
}
