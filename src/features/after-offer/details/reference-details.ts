/**
 * /reference-details (state 32): the form's values, their rules and the body of POST /lead/reference-details.
 * One to three people, each with a name, a phone number of the market's country and how the applicant knows
 * them. A reference is someone else: their number may not be the applicant's own (when the lead holds it) nor
 * one already given for another reference.
 */
import { z } from 'zod';
import type { ReferenceDetailsRequest } from '#contract/after-offer.ts';
import { referenceTypeSchema } from '#contract/lead-payload.ts';
import { parsePhone } from '#shared/lib/phone.ts';
import { withParams } from '../use-step-messages.ts';

export const REFERENCE_TYPES = referenceTypeSchema.options;
export const MIN_REFERENCES = 1;
export const MAX_REFERENCES = 3;
const NAME_MAX = 120;

export interface ReferenceEntry {
  name: string;
  phoneNumber: string;
  type: string;
}

export interface ReferencesForm {
  references: ReferenceEntry[];
}

export const EMPTY_REFERENCE: ReferenceEntry = { name: '', phoneNumber: '', type: '' };

/** A stored draft's list as entries the form can show: storage is never trusted (at most 3, strings only). */
export function referencesFromDraft(value: unknown): ReferenceEntry[] {
  const entries = (Array.isArray(value) ? value : []).slice(0, MAX_REFERENCES).map((item: unknown) => {
    const record: Partial<Record<keyof ReferenceEntry, unknown>> =
      typeof item === 'object' && item !== null ? item : {};
    const text = (key: keyof ReferenceEntry) => (typeof record[key] === 'string' ? record[key] : '');
    return { name: text('name'), phoneNumber: text('phoneNumber'), type: text('type') };
  });
  return entries.length >= MIN_REFERENCES ? entries : [{ ...EMPTY_REFERENCE }];
}

/** The international form of a number typed for the country, or undefined when it is not one. */
async function e164Of(phone: string | undefined, country: string): Promise<string | undefined> {
  if (!phone) return undefined;
  const parsed = await parsePhone(phone, country);
  return parsed.ok ? parsed.e164 : undefined;
}

/**
 * Every rule in one pass, so all refusals show at once. `applicantPhone` is the lead's own number when the
 * app holds it; without it (a lead resumed on another device) the own-number rule cannot be checked here.
 */
export const referencesSchema = (country: string, applicantPhone?: string) =>
  z
    .object({
      references: z.array(z.object({ name: z.string(), phoneNumber: z.string(), type: z.string() })),
    })
    .superRefine(async ({ references }, context) => {
      const refuse = (path: (string | number)[], message: string) =>
        context.addIssue({ code: 'custom', path, message });
      if (references.length < MIN_REFERENCES || references.length > MAX_REFERENCES)
        refuse(['references'], withParams('validation.max', { max: MAX_REFERENCES }));
      const own = await e164Of(applicantPhone, country);
      const seen = new Set<string>();
      for (const [index, reference] of references.entries()) {
        const name = reference.name.trim();
        if (name === '') refuse(['references', index, 'name'], 'validation.required');
        else if (name.length > NAME_MAX)
          refuse(['references', index, 'name'], withParams('validation.maxLength', { max: NAME_MAX }));
        if (!REFERENCE_TYPES.some((known) => known === reference.type))
          refuse(['references', index, 'type'], 'validation.choice');
        const phonePath = ['references', index, 'phoneNumber'];
        if (reference.phoneNumber.trim() === '') {
          refuse(phonePath, 'validation.required');
          continue;
        }
        const parsed = await parsePhone(reference.phoneNumber, country);
        if (!parsed.ok) refuse(phonePath, `validation.phone.${parsed.error}`);
        else if (parsed.e164 === own) refuse(phonePath, 'references.errors.ownPhone');
        else if (seen.has(parsed.e164)) refuse(phonePath, 'references.errors.samePhone');
        if (parsed.ok) seen.add(parsed.e164);
      }
    });

/** The body of POST /lead/reference-details from values the schema accepted: numbers in national form. */
export async function referencesRequest(
  id: string,
  values: ReferencesForm,
  country: string,
): Promise<ReferenceDetailsRequest> {
  const references = await Promise.all(
    values.references.map(async (reference) => {
      const parsed = await parsePhone(reference.phoneNumber, country);
      return {
        name: reference.name.trim(),
        phoneNumber: parsed.ok ? parsed.national : reference.phoneNumber.trim(),
        // The schema accepted only the contract's types.
        type: referenceTypeSchema.parse(reference.type),
      };
    }),
  );
  return { id, references };
}
