/**
 * Issue 19: any landing URL with a selling tier, UTM values and an affiliate reference round-trips into what the
 * browser keeps for the session (read back after a reload whose URL has none of them) and into the lead body the
 * contract accepts.
 */
import fc from 'fast-check';
import { leadDataSchema } from '#contract/lead-payload.ts';
import { memorySafeStorage } from '#shared/lib/storage/memory-storage.ts';
import { bootAttribution } from '#features/attribution/boot.ts';
import { recordLogs, sequentialUuids, T0 } from '#features/attribution/test-support.ts';
import { createProgressStore } from '../progress-store.ts';
import { leadBody } from './lead-body.ts';

/** A browser whose device data the contract accepts. */
const device = {
  timezoneOffset: () => 0,
  deviceMemory: 4,
  language: 'es-MX',
  screen: { width: 1280, height: 720 },
};

type UtmKey = 'source' | 'medium' | 'campaign' | 'content' | 'term';

const value = (max: number) =>
  fc.string({ minLength: 1, maxLength: max }).filter((text) => text.trim().length > 0);
interface Landing {
  sellingTierGlobalId: string;
  utm: Partial<Record<UtmKey, string>>;
  refName: string;
}
const landingArb: fc.Arbitrary<Landing> = fc.record({
  sellingTierGlobalId: value(100),
  utm: fc.record(
    {
      source: value(250),
      medium: value(250),
      campaign: value(250),
      content: value(250),
      term: value(250),
    } satisfies Record<UtmKey, fc.Arbitrary<string>>,
    {
      requiredKeys: [],
    },
  ),
  refName: value(50),
});

function urlOf(landing: Partial<Landing>): string {
  const query = new URLSearchParams();
  if (landing.refName !== undefined) query.set('refName', landing.refName);
  if (landing.sellingTierGlobalId !== undefined)
    query.set('sellingTierGlobalId', landing.sellingTierGlobalId);
  for (const [key, text] of Object.entries(landing.utm ?? {})) query.set(`utm_${key}`, text);
  return `https://apply.example.mx/application-frontend/?${query}`;
}

/** What the lead should carry of one landing's UTM values: trimmed, cut to the contract's 200 characters. */
function expectedTouch(utm: Landing['utm']): Record<string, string> | undefined {
  const entries = Object.entries(utm).map(([key, text]) => [key, text.trim().slice(0, 200)]);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

describe('issue 19: a landing round-trips into the stored state and the lead body', () => {
  it('holds for any selling tier, UTM values and affiliate reference, across a reload', () => {
    fc.assert(
      fc.property(landingArb, (landing) => {
        recordLogs();
        const { storage } = memorySafeStorage();
        const randomUUID = sequentialUuids();
        bootAttribution({ url: urlOf(landing), now: () => T0, storage, randomUUID, device });
        // A reload on a later page: the URL carries none of it any more.
        const reloaded = bootAttribution({
          url: 'https://apply.example.mx/application-frontend/personal-details',
          now: () => T0,
          storage,
          randomUUID,
          device,
        });
        const store = createProgressStore({ storage, sellingTierGlobalId: reloaded.sellingTierGlobalId });
        const tier = landing.sellingTierGlobalId.trim();
        const touch = expectedTouch(landing.utm);

        expect(store.getState().sellingTierGlobalId).toBe(tier);
        const body = leadDataSchema.parse(
          leadBody({ lead: {}, attribution: reloaded, previouslyRedirected: false }),
        );
        expect(body.sellingTierGlobalId).toBe(tier);
        expect(body.utm).toEqual(touch ? { firstTouch: touch, lastTouch: touch } : undefined);
        expect(body.affiliateReferenceParams?.attribute).toBe(landing.refName.trim());
        expect(body.leadSource).toBe('web');
      }),
    );
  });

  it('over a sequence of landings in one session: first touch is the first with UTM values, last touch and tier the latest', () => {
    const partial = fc.record(
      { sellingTierGlobalId: value(100), utm: landingArb.map((landing) => landing.utm) },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.array(partial, { minLength: 1, maxLength: 6 }), (landings) => {
        recordLogs();
        const { storage } = memorySafeStorage();
        const randomUUID = sequentialUuids();
        let boot = bootAttribution({ url: urlOf({}), now: () => T0, storage, randomUUID, device });
        for (const landing of landings) {
          boot = bootAttribution({ url: urlOf(landing), now: () => T0, storage, randomUUID, device });
        }
        const touches = landings.map((landing) => expectedTouch(landing.utm ?? {})).filter(Boolean);
        const tiers = landings.flatMap((landing) =>
          landing.sellingTierGlobalId ? [landing.sellingTierGlobalId.trim()] : [],
        );
        const body = leadDataSchema.parse(
          leadBody({ lead: {}, attribution: boot, previouslyRedirected: false }),
        );
        expect(body.utm).toEqual(
          touches.length > 0 ? { firstTouch: touches[0], lastTouch: touches.at(-1) } : undefined,
        );
        expect(body.sellingTierGlobalId).toBe(tiers.at(-1));
      }),
    );
  });
});
