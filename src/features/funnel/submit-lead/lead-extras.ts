/**
 * What a lead create carries besides the applicant's answers and the landing: the id of the browser's Lead pixel
 * event, and a captcha token when a captcha is configured and consented to (issue 15, items 3 and 7). The captcha
 * lives in the tracking feature, which the funnel core may not import: the app hands its token source in here.
 */
import { logger } from '#shared/lib/logger.ts';
import { newEventId } from '#shared/lib/sha256.ts';

export type CaptchaTokenSource = () => Promise<string | undefined>;

let captchaTokenSource: CaptchaTokenSource | undefined;

/** Sets where create tokens come from; returns the function that removes it. */
export function provideCaptchaToken(source: CaptchaTokenSource): () => void {
  captchaTokenSource = source;
  return () => {
    if (captchaTokenSource === source) captchaTokenSource = undefined;
  };
}

/** A token just before the create, or none: a failure is logged and the lead still goes out. */
export async function captchaToken(): Promise<string | undefined> {
  if (!captchaTokenSource) return undefined;
  try {
    return await captchaTokenSource();
  } catch {
    logger.warn('Failed to get captcha token');
    return undefined;
  }
}

export interface CreateExtras {
  eventId: string;
  googleCaptchaToken?: string;
}

/**
 * The extras of one create: an event id and, where configured, a fresh captcha token (good for one check). The event
 * id is the pending create's when there is one: the keeper sends that create's pixel block again with its key, and the
 * Lead event the page reports must carry the id the API was given.
 */
export async function createExtras(pendingEventId?: string): Promise<CreateExtras> {
  const [eventId, token] = await Promise.all([pendingEventId ?? newEventId(), captchaToken()]);
  return token ? { eventId, googleCaptchaToken: token } : { eventId };
}
