/**
 * The lead being built (spec section 3 "Application data") and how it is read back from storage: field by
 * field through the contract's schemas, so one value that no longer parses (an older build, a hand-edited
 * entry) is dropped on its own and the rest of what the applicant typed survives.
 */
import * as z from 'zod/mini';
import { lazySchema } from '#contract/lazy-schema.ts';
import { leadDataSchema, type LeadData } from '#contract/lead-payload.ts';
import { leadIdSchema } from '#contract/primitives.ts';

/** The lead data plus the id the server issued on create. */
export type LeadApplication = LeadData & { id?: string };

const leadApplicationSchema = lazySchema(() => z.extend(leadDataSchema, { id: z.optional(leadIdSchema) }));

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/**
 * The safe storage revives exact ISO timestamps as Dates; the lead carries them as strings, so they are
 * turned back before the lead's schemas see them.
 */
export function datesToIsoStrings(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (Array.isArray(value)) return value.map(datesToIsoStrings);
  if (isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, datesToIsoStrings(item)]));
  }
  return value;
}

/** The value if the schema accepts it; for an object schema that rejects it, the fields it still accepts. */
function keepWhatParses(schema: z.core.$ZodType, value: unknown): unknown {
  const whole = z.safeParse(schema, value);
  if (whole.success) return whole.data;
  const inner = schema instanceof z.ZodMiniOptional ? schema.def.innerType : schema;
  if (!(inner instanceof z.ZodMiniObject) || !isRecord(value)) return undefined;
  const kept: Record<string, unknown> = {};
  for (const [key, fieldSchema] of Object.entries(inner.shape)) {
    if (!(key in value)) continue;
    const parsed = keepWhatParses(fieldSchema, value[key]);
    if (parsed !== undefined) kept[key] = parsed;
  }
  return kept;
}

/** A stored lead read back: what parses is kept, everything else (and any unknown key) is dropped. */
export function parseLeadApplication(value: unknown): LeadApplication {
  const kept = keepWhatParses(leadApplicationSchema, datesToIsoStrings(value));
  const parsed = leadApplicationSchema.safeParse(kept ?? {});
  return parsed.success ? parsed.data : {};
}

/** The sections of the lead that are objects: a step's data is merged into them, not put in their place. */
const SECTION_KEYS = [
  'personalDetails',
  'contactDetails',
  'incomeDetails',
  'expenses',
  'otherDetails',
  'employer',
  'referenceDetails',
  'deviceData',
  'googleClick',
  'affiliateReferenceParams',
  'posthogParameters',
  'pixelParameters',
] as const satisfies readonly (keyof LeadData)[];

/** Merges one step's data into the lead: top-level values are replaced, sections merged key by key. */
export function mergeLeadData(lead: LeadApplication, patch: LeadData): LeadApplication {
  const merged: LeadApplication = { ...lead, ...patch };
  for (const key of SECTION_KEYS) {
    const section = patch[key];
    if (section === undefined) continue;
    // Each key holds the same section type on both sides; the record view lets one loop merge them all.
    (merged as Record<string, unknown>)[key] = { ...(lead[key] ?? {}), ...section };
  }
  return merged;
}
