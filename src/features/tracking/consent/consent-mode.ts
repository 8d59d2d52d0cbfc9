/**
 * Google Consent Mode v2 (issue 15): the defaults (everything that stores or shares data for ads or analytics
 * denied) are queued on `window.dataLayer` before the tag manager loads, and each answer queues an update. The tag
 * manager, when the app loads it after consent, replays the queue in order, so it starts from the defaults and then
 * applies the answer. Nothing here loads a script or makes a request.
 */
import type { ConsentAnswer, ConsentStore } from './consent-state.ts';
import { gtagCommand } from '../tag-manager/gtag.ts';

/**
 * The part of `window` this module touches; a plain object in tests. `object &` keeps it from being a "weak" type,
 * so `window` itself is accepted without declaring `dataLayer` on the global Window (the tag manager's business).
 */
export type ConsentModeWindow = object & { dataLayer?: unknown[] };

type ConsentValue = 'granted' | 'denied';

export interface ConsentModeSettings {
  ad_storage?: ConsentValue;
  ad_user_data?: ConsentValue;
  ad_personalization?: ConsentValue;
  analytics_storage?: ConsentValue;
  functionality_storage?: ConsentValue;
  security_storage?: ConsentValue;
  /** How long (ms) tags wait for an update after the default before firing. */
  wait_for_update?: number;
}

/** What is denied until the applicant answers; the site's own functional and security storage is not consent-bound. */
export const CONSENT_MODE_DEFAULTS: Readonly<ConsentModeSettings> = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'granted',
  security_storage: 'granted',
  wait_for_update: 500,
};

/** The four storages the banner asks about, all set to the applicant's answer. */
export function consentModeUpdate(answer: ConsentAnswer): ConsentModeSettings {
  return {
    ad_storage: answer,
    ad_user_data: answer,
    ad_personalization: answer,
    analytics_storage: answer,
  };
}

/** `gtag('consent', mode, settings)`, callable before (and after) the tag manager has loaded. */
function gtagConsent(
  win: ConsentModeWindow,
  mode: 'default' | 'update',
  settings: ConsentModeSettings,
): void {
  // Consent Mode creates the data layer (the tag manager has not loaded yet); gtagCommand pushes the gtag command.
  win.dataLayer ??= [];
  gtagCommand(win, 'consent', mode, { ...settings });
}

/** Queues the Consent Mode defaults: call before the tag manager's script is added to the page. */
export function setConsentDefaults(win: ConsentModeWindow): void {
  gtagConsent(win, 'default', { ...CONSENT_MODE_DEFAULTS });
}

/** Queues the applicant's answer: granted grants the four ad and analytics storages, denied denies them. */
export function updateConsent(win: ConsentModeWindow, answer: ConsentAnswer): void {
  gtagConsent(win, 'update', consentModeUpdate(answer));
}

/**
 * Keeps Consent Mode in step with the consent store: the defaults first, then the stored answer if there is one, then
 * every new answer. Returns the unsubscribe function.
 */
export function bindConsentMode(store: ConsentStore, win: ConsentModeWindow): () => void {
  setConsentDefaults(win);
  const { status } = store.getState();
  if (status !== 'pending') updateConsent(win, status);
  return store.subscribe((state, previous) => {
    // Reopening the banner changes nothing yet; an answer (even the same one again) is queued.
    const answered = state.status !== previous.status || state.decidedAt !== previous.decidedAt;
    if (state.status === 'pending' || !answered) return;
    updateConsent(win, state.status);
  });
}
