/**
 * What the consent screens share, as plain data: the consents shown (policies or a partner's consents), the
 * form's values (which of them are ticked, by consent), the rule (every required one ticked), the answers sent
 * (every consent shown, in order, ticked or not) and where a server error on one of them belongs.
 */
import { z } from 'zod';
import type { CustomerConsent } from '#contract/customer.ts';
import type { Policy } from '#contract/reference-data.ts';

export interface ConsentItem {
  id: string;
  title: string;
  /** The statement the applicant accepts, when it differs from the title. */
  text?: string;
  /** The full document. */
  url?: string;
  required: boolean;
  /** Already accepted earlier (a partner's consents): shown ticked. Never true for an unanswered consent. */
  accepted: boolean;
}

export interface ConsentValues {
  /** Ticked or not, by consentKey(id). */
  accepted: Record<string, boolean>;
}

export interface ConsentAnswer {
  id: string;
  accepted: boolean;
}

/**
 * The form key of a consent. Consent ids may hold dots (`[A-Za-z0-9_.:-]`), which react-hook-form reads as
 * nesting; a dot becomes `~`, which no id holds, so two ids never share a key.
 */
export const consentKey = (id: string) => id.replace(/\./g, '~');

/** The form field of a consent, e.g. `accepted.mx-general`. */
export const consentField = (id: string): `accepted.${string}` => `accepted.${consentKey(id)}`;

export const fromPolicy = (policy: Policy): ConsentItem => ({
  id: policy.id,
  title: policy.title,
  text: policy.text,
  url: policy.url,
  required: policy.required,
  // Policies are asked anew on this step: none is ticked for the applicant.
  accepted: false,
});

export const fromCustomerConsent = (consent: CustomerConsent): ConsentItem => ({
  id: consent.id,
  title: consent.title,
  required: consent.required,
  // Ticked only when the applicant accepted it earlier (answeredAt set), never by default.
  accepted: consent.accepted && consent.answeredAt !== null,
});

export const consentDefaults = (items: readonly ConsentItem[]): ConsentValues => ({
  accepted: Object.fromEntries(items.map((item) => [consentKey(item.id), item.accepted])),
});

/**
 * Every required consent must be ticked; the error sits on the consent's own checkbox. Its message is
 * `validation.required.accept`, or what messageOf makes of the consent (the key with the consent's title).
 */
export const consentsSchema = (
  items: readonly ConsentItem[],
  messageOf: (item: ConsentItem) => string = () => 'validation.required.accept',
) =>
  z.object({
    accepted: z.record(z.string(), z.boolean()).superRefine((accepted, context) => {
      for (const item of items) {
        const key = consentKey(item.id);
        if (item.required && accepted[key] !== true)
          context.addIssue({ code: 'custom', path: [key], message: messageOf(item) });
      }
    }),
  });

/** The answer to every consent shown, in the order shown: ticked is accepted, anything else is not. */
export const answersOf = (items: readonly ConsentItem[], values: ConsentValues): ConsentAnswer[] =>
  items.map((item) => ({ id: item.id, accepted: values.accepted[consentKey(item.id)] === true }));

/**
 * Where a server error belongs: `<list>.<index>.accepted` (or `.id`) names the consent sent at that index, so
 * the error goes to its checkbox; anything else has no field and goes to the summary.
 */
export const serverFieldOf =
  (list: 'policies' | 'consents', items: readonly ConsentItem[]) =>
  (serverName: string): string | undefined => {
    const match = new RegExp(`^${list}\\.(\\d+)(?:\\.(?:accepted|id))?$`).exec(serverName);
    const item = match ? items[Number(match[1])] : undefined;
    return item ? consentField(item.id) : undefined;
  };
