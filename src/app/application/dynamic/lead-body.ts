/**
 * The lead body both funnels send: the answers of the pages being submitted, in the lead's shape, plus what the
 * landing recorded (session, affiliate, click ids, device data, tags). Undefined values are dropped by JSON
 * serialisation, so an empty block is simply absent. The dynamic (v3) funnel also names the form the data came
 * from (formPath); the classic lead path takes the lead payload only.
 */
import type { AttributionBoot } from '../../../features/attribution/boot';
import { collectSubmission, toLeadPayload } from '../../../features/dynamic-form/submission';
import type { Answers, DynamicPage } from '../../../features/dynamic-form/types';

const nonEmpty = <T extends object>(block: T): T | undefined =>
  Object.values(block).some((value) => value !== undefined) ? block : undefined;

/**
 * The landing's part of every lead create and update. `previouslyRedirected`: this session already sent the
 * applicant to a partner, so the lead is a re-application (posthogParameters.leadPreviouslyRedirected).
 */
export function attributionFields(
  attribution: AttributionBoot,
  previouslyRedirected = false,
): Record<string, unknown> {
  return {
    tags: attribution.tags,
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
  };
}

/** The answers on these pages in the lead's nested shape; a period always travels with its scale. */
export function answersPayload(
  pages: readonly DynamicPage[],
  answers: Answers,
  periodScale: 'days' | 'months',
): Record<string, unknown> {
  const payload = toLeadPayload(collectSubmission(pages, answers));
  return 'period' in payload ? { ...payload, periodScale } : payload;
}

export function buildLeadBody(input: {
  pages: readonly DynamicPage[];
  answers: Answers;
  attribution: AttributionBoot;
  periodScale: 'days' | 'months';
  formPath: string;
  previouslyRedirected?: boolean;
}): Record<string, unknown> {
  return {
    ...answersPayload(input.pages, input.answers, input.periodScale),
    ...attributionFields(input.attribution, input.previouslyRedirected),
    formPath: input.formPath,
  };
}
