/**
 * The lead a submission sends, typed by the contract all the way to the API client: the answers of the pages being
 * sent, in the lead's nested shape and read through the contract's own schema, plus what the landing recorded
 * (session, affiliate, click ids, device data, tags). A field renamed in the contract fails the typecheck here (the
 * landing's part) or in contract/dynamic-form.ts (the data point names, which must be fields of the lead).
 */
import type { ServerFieldError } from '#contract/dynamic-form.ts';
import { leadDataSchema, type LeadData, type PolicyAcceptance } from '#contract/lead-payload.ts';
import type { AttributionBoot } from '#features/attribution/boot.ts';
import type { Answers, DynamicPage } from '../form-model/types.ts';
import type { CreateExtras } from './lead-extras.ts';

/** The answers to submit: those for data points on the given pages (a page a condition dropped sends nothing). */
export function collectSubmission(pages: readonly DynamicPage[], answers: Answers): Answers {
  const submission: Answers = {};
  for (const page of pages) {
    for (const { name } of page.dataPoints) {
      if (answers[name] !== undefined) submission[name] = answers[name];
    }
  }
  return submission;
}

/** Dotted names in the lead's nested shape: `personalDetails.firstName` -> `{ personalDetails: { firstName } }`. */
export function toNestedPayload(flat: Answers): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(flat)) {
    const [group, field] = name.split('.');
    if (group === undefined) continue;
    if (field === undefined) {
      payload[group] = value;
      continue;
    }
    const existing = payload[group];
    payload[group] = {
      ...(typeof existing === 'object' && existing !== null ? existing : {}),
      [field]: value,
    };
  }
  return payload;
}

export type LeadAnswers =
  | { ok: true; lead: LeadData }
  /** An answer the contract refuses: the same field errors a server would answer, on the same fields. */
  | { ok: false; fieldErrors: ServerFieldError[] };

/**
 * The answers on these pages as application data; a period always travels with its scale. The field registry has
 * already checked each answer, so a refusal here means a registry rule looser than the contract: it is shown at
 * the field like the server's own refusal would be, instead of sending a request that cannot pass.
 */
export function leadAnswers(
  pages: readonly DynamicPage[],
  answers: Answers,
  periodScale: LeadData['periodScale'] & string,
): LeadAnswers {
  const payload = toNestedPayload(collectSubmission(pages, answers));
  const parsed = leadDataSchema.safeParse('period' in payload ? { ...payload, periodScale } : payload);
  if (parsed.success) return { ok: true, lead: parsed.data };
  return {
    ok: false,
    fieldErrors: parsed.error.issues.map((issue) => ({
      fieldName: issue.path.map(String).join('.'),
      message: 'validation.invalid',
    })),
  };
}

/** The part of every lead create and update that the landing fills, not the applicant. */
export type AttributionFields = Pick<
  LeadData,
  | 'tags'
  | 'deviceData'
  | 'sessionId'
  | 'sessionStartedAt'
  | 'googleClick'
  | 'affiliateReferenceParams'
  | 'posthogParameters'
  | 'pixelParameters'
  | 'leadSource'
  | 'sellingTierGlobalId'
  | 'utm'
>;

/** The tag a re-application's lead carries after the UI tag (docs/adr/0018): the lender sees it is a second try. */
export const REAPPLICATION_TAG = 'reapplication';

/** An empty block is left out of the body rather than sent as `{}`. */
const nonEmpty = <T extends object>(block: T): T | undefined =>
  Object.values(block).some((value) => value !== undefined) ? block : undefined;

/**
 * `previouslyRedirected`: this session already sent the applicant to a partner, so the lead is a re-application
 * (posthogParameters.leadPreviouslyRedirected, spec section 3).
 */
export function attributionFields(
  attribution: AttributionBoot,
  previouslyRedirected = false,
  reapplying = false,
): AttributionFields {
  return {
    tags: reapplying ? [...attribution.tags, REAPPLICATION_TAG] : attribution.tags,
    deviceData: attribution.buildDeviceData(),
    sessionId: attribution.session.sessionId,
    sessionStartedAt: attribution.session.sessionStartedAt.toISOString(),
    googleClick: nonEmpty(attribution.googleClick),
    affiliateReferenceParams: nonEmpty(attribution.affiliateReferenceParams),
    posthogParameters: nonEmpty({
      ...attribution.posthogParameters,
      ...(previouslyRedirected ? { leadPreviouslyRedirected: true } : {}),
    }),
    pixelParameters: nonEmpty(attribution.pixel),
    leadSource: attribution.leadSource,
    sellingTierGlobalId: attribution.sellingTierGlobalId,
    utm: nonEmpty(attribution.utm),
  };
}

export interface LeadBodyInput {
  lead: LeadData;
  attribution: AttributionBoot;
  previouslyRedirected: boolean;
  /** This session's applicant was decided on and started again (the `reapplying` mark, docs/adr/0018). */
  reapplying?: boolean;
  /** The policies the applicant accepted with the general policies, where the page showed them. */
  policies?: PolicyAcceptance[];
  /** A create's extras (lead-extras.ts): the Lead event's id in the pixel block, the captcha token. */
  extras?: CreateExtras | undefined;
}

/** The body both lead paths send (the v3 path adds the form it came from). */
export function leadBody({
  lead,
  attribution,
  previouslyRedirected,
  reapplying = false,
  policies,
  extras,
}: LeadBodyInput): LeadData {
  const fields = attributionFields(attribution, previouslyRedirected, reapplying);
  return {
    ...lead,
    ...fields,
    ...(extras && { pixelParameters: { ...fields.pixelParameters, eventId: extras.eventId } }),
    ...(extras?.googleCaptchaToken && { googleCaptchaToken: extras.googleCaptchaToken }),
    ...(policies && policies.length > 0 ? { policies } : {}),
  };
}
