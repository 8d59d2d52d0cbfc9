/**
 * The tracking layer's boot (issue 15), called only in a build with a third party configured (main.tsx guards the
 * call with `thirdPartiesConfigured`, a build-time literal, so other builds drop this module and the consent code).
 * It reads the stored consent, puts Consent Mode's all-denied defaults on the data layer before any tag manager can
 * load, and loads the tracking chunk after the page has loaded, once the applicant has said yes.
 */
import type { AttributionBoot } from '#features/attribution/boot.ts';
import { bindConsentMode } from '#features/tracking/consent/consent-mode.ts';
import {
  createConsentStore,
  whenConsentGranted,
  type ConsentStore,
} from '#features/tracking/consent/consent-state.ts';
import { trackingConfigFromEnv, trackingEnvSchema } from '#features/tracking/tracking-config.ts';
import * as z from 'zod/mini';
import { logger } from '#shared/lib/logger.ts';
import type { SafeStorage } from '#shared/lib/storage/safe-storage.ts';

export interface TrackingBootInput {
  /** The raw build env (import.meta.env): its tracking part is parsed here. */
  env: Record<string, unknown>;
  storage: SafeStorage;
  attribution: AttributionBoot;
  country: string;
  win?: Window;
}

export function bootTracking({
  env,
  storage,
  attribution,
  country,
  win = window,
}: TrackingBootInput): ConsentStore | undefined {
  // A misconfigured tracker must not take the form down: it is reported and the build runs without trackers.
  const parsed = z.safeParse(trackingEnvSchema, env);
  if (!parsed.success) logger.error('Invalid tracking configuration', z.prettifyError(parsed.error));
  const config = parsed.success ? trackingConfigFromEnv(parsed.data) : {};
  const consent = createConsentStore({ storage });
  if (config.tagManager) bindConsentMode(consent, win);
  const startOnceGranted = () =>
    whenConsentGranted(consent, () => {
      void import('#features/tracking/start-tracking.ts').then(({ startTracking }) =>
        startTracking({ config, consent, attribution, country, win }),
      );
    });
  if (win.document.readyState === 'complete') startOnceGranted();
  else win.addEventListener('load', startOnceGranted, { once: true });
  return consent;
}
