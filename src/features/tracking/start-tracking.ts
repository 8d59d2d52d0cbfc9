/**
 * The tracking layer's entry (issue 15): a chunk of its own, loaded by the app only in a build with a third party
 * configured, after the first paint and once the applicant has said yes. It starts each configured third party
 * (error reporting, analytics with session recording, the tag manager with the Ads conversion, the Meta and TikTok
 * pixels, the captcha) and connects them to the funnel's events; a later "no" from the footer's settings link stops
 * them all: nothing more is sent, and Consent Mode (bound at boot) denies the storages.
 */
import type { AttributionBoot } from '#features/attribution/boot.ts';
import { funnelEvents } from '#features/funnel/funnel-events.ts';
import { provideCaptchaToken } from '#features/funnel/submit-lead/lead-extras.ts';
import { uncaughtErrors } from '#shared/lib/uncaught-errors.ts';
import { forwardToRecorder, startAnalytics, stopAnalytics, trackFunnelEvent } from './analytics/analytics.ts';
import { createCaptcha } from './captcha/captcha.ts';
import type { ConsentStore } from './consent/consent-state.ts';
import {
  captureEarlyErrors,
  forwardLogErrors,
  reportBoundaryError,
  startErrorReporting,
  stopErrorReporting,
} from './errors/error-reporting.ts';
import { allowTrackerScripts } from './load-script.ts';
import { connectPixels } from './pixels/funnel-pixels.ts';
import { createMetaPixel } from './pixels/meta-pixel.ts';
import { createTiktokPixel } from './pixels/tiktok-pixel.ts';
import { startTagManager } from './tag-manager/gtm.ts';
import { trackerScriptUrls, type TrackingConfig } from './tracking-config.ts';

export interface StartTrackingInput {
  config: TrackingConfig;
  consent: ConsentStore;
  attribution: AttributionBoot;
  /** The build's country: its numbering plan reads the phone the pixels hash. */
  country: string;
  win?: Window;
}

/** What analytics registers with every event: the attribution parameters and the session id (spec section 4). */
export function registeredProperties(attribution: AttributionBoot): Record<string, string> {
  const { attribute, subId, transactionId } = attribution.affiliateReference;
  const { source, medium, campaign, content, term } = attribution.landing.utm;
  const entries: [string, string | undefined][] = [
    ['sessionId', attribution.session.sessionId],
    ['refName', attribute],
    ['refSubId', subId],
    ['refTransactionId', transactionId],
    ['utm_source', source],
    ['utm_medium', medium],
    ['utm_campaign', campaign],
    ['utm_content', content],
    ['utm_term', term],
  ];
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** Starts everything configured; returns the function that stops it (called on a withdrawn consent). */
async function startAll({
  config,
  attribution,
  country,
  win = window,
}: StartTrackingInput): Promise<() => void> {
  const stops: (() => void)[] = [];
  allowTrackerScripts(trackerScriptUrls(config));

  if (config.errorReporting) {
    stops.push(forwardLogErrors(), captureEarlyErrors(win));
    stops.push(
      uncaughtErrors.subscribe(({ error, componentStack }) => reportBoundaryError(error, componentStack)),
    );
    void startErrorReporting(config.errorReporting);
    stops.push(stopErrorReporting);
  }

  if (config.analytics) {
    stops.push(funnelEvents.subscribe(trackFunnelEvent));
    // Spec section 8: with recording on, the boundary's error and component stack go to the recorder as well.
    stops.push(
      uncaughtErrors.subscribe(({ error, componentStack }) => forwardToRecorder(error, componentStack)),
    );
    void startAnalytics({
      config: config.analytics,
      registered: registeredProperties(attribution),
      consent: 'granted',
    });
    stops.push(stopAnalytics);
  }

  if (config.captcha) {
    const captcha = createCaptcha(config.captcha);
    stops.push(provideCaptchaToken(() => captcha.getToken()));
  }

  const tagManagerStarted = config.tagManager ? await startTagManager(config.tagManager, win) : false;
  const meta = config.metaPixel ? createMetaPixel({ config: config.metaPixel, win }) : undefined;
  const tiktok = config.tiktokPixel ? createTiktokPixel({ config: config.tiktokPixel, win }) : undefined;
  stops.push(
    connectPixels({
      pixels: { ...(meta && { meta }), ...(tiktok && { tiktok }) },
      ...(tagManagerStarted && config.tagManager
        ? {
            tagManager: {
              win,
              ...(config.tagManager.googleAdsSendTo !== undefined && {
                googleAdsSendTo: config.tagManager.googleAdsSendTo,
              }),
            },
          }
        : {}),
      identity: { sessionId: attribution.session.sessionId, country },
    }),
  );
  return () => stops.splice(0).forEach((stop) => stop());
}

/**
 * Starts the tracking layer now (the applicant has consented) and stops it when the answer becomes "no"; a later
 * "yes" starts it again.
 */
export function startTracking(input: StartTrackingInput): () => void {
  let stop: Promise<() => void> | undefined = startAll(input);
  const unsubscribe = input.consent.subscribe((state) => {
    if (state.status === 'granted' && !stop) stop = startAll(input);
    if (state.status !== 'granted' && stop) {
      const stopping = stop;
      stop = undefined;
      void stopping.then((stopAll) => stopAll());
    }
  });
  return () => {
    unsubscribe();
    void stop?.then((stopAll) => stopAll());
  };
}
