/**
 * The lead body the dynamic funnel sends: the answers of the pages being submitted, in the lead's shape, plus
 * what the landing recorded (session, affiliate, click ids, device data, tags). Undefined values are dropped by
 * JSON serialisation, so an empty block is simply absent.
 */
import type { AttributionBoot } from '../../../features/attribution/boot';
import { collectSubmission, toLeadPayload } from '../../../features/dynamic-form/submission';
import type { Answers, DynamicPage } from '../../../features/dynamic-form/types';

const nonEmpty = <T extends object>(block: T): T | undefined =>
  Object.values(block).some((value) => value !== undefined) ? block : undefined;

export function buildLeadBody(input: {
  pages: readonly DynamicPage[];
  answers: Answers;
  attribution: AttributionBoot;
  periodScale: 'days' | 'months';
  formPath: string;
}): Record<string, unknown> {
  const { attribution } = input;
  const answers = toLeadPayload(collectSubmission(input.pages, input.answers));
  return {
    ...answers,
    ...('period' in answers ? { periodScale: input.periodScale } : {}),
    tags: attribution.tags,
    deviceData: attribution.buildDeviceData(),
    sessionId: attribution.session.sessionId,
    sessionStartedAt: attribution.session.sessionStartedAt.toISOString(),
    googleClick: nonEmpty(attribution.googleClick),
    affiliateReferenceParams: nonEmpty(attribution.affiliateReferenceParams),
    posthogParameters: nonEmpty(attribution.posthogParameters),
    pixelParameters: nonEmpty(attribution.pixel),
    formPath: input.formPath,
  };
}
