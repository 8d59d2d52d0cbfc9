// @vitest-environment jsdom
import { bootAttribution } from '../../../features/attribution/boot';
import { memorySafeStorage } from '../../../shared/lib/storage/memory-storage';
import { attributionFields } from './lead-body';

const SESSION_ID = '9d7c2f4e-1b3a-4c5d-8e6f-7a8b9c0d1e2f';

function landing(query: string) {
  return bootAttribution({
    url: `https://apply.test/application-frontend/${query}`,
    now: () => new Date('2026-05-01T10:00:00.000Z'),
    storage: memorySafeStorage().storage,
    randomUUID: () => SESSION_ID,
  });
}

describe("the landing's part of a lead body", () => {
  it('carries the session and the affiliate reference of the landing', () => {
    const fields = attributionFields(landing('?refName=partner&refTransactionId=tx-1'));
    expect(fields).toMatchObject({
      sessionId: SESSION_ID,
      sessionStartedAt: '2026-05-01T10:00:00.000Z',
      affiliateReferenceParams: { attribute: 'partner', transactionId: 'tx-1' },
    });
  });

  const firstTime = { isLeadPrefilled: false, leadPrefilledFields: [] };
  const prefilled = { isLeadPrefilled: true, leadPrefilledFields: ['firstName'] };
  it.each([
    ['a first application', '', false, firstTime],
    ['a re-application after a partner redirect', '', true, { ...firstTime, leadPreviouslyRedirected: true }],
    ['a prefilled first application', '?firstName=Ana', false, prefilled],
    ['a prefilled re-application', '?firstName=Ana', true, { ...prefilled, leadPreviouslyRedirected: true }],
  ])('marks %s in posthogParameters', (_case, query, previouslyRedirected, expected) => {
    expect(attributionFields(landing(query), previouslyRedirected).posthogParameters).toEqual(expected);
  });
});
