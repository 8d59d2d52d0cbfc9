/**
 * reCAPTCHA v3 (issue 15, item 7): a token for the lead create's `googleCaptchaToken`, asked for just before the lead
 * is sent. The captcha must never stop a lead: a script that fails or is blocked, a missing `grecaptcha`, a refusal or
 * a wait over the time limit is logged ('Failed to get captcha token', with the stage, no personal data) and the
 * token is undefined, so the lead goes out without one and the API decides.
 *
 * The script (`${scriptUrl}?render=${siteKey}`) is loaded once, at the first token, through the trackers' Trusted
 * Types policy (load-script.ts: the app must allow `scriptUrl` with allowTrackerScripts); a failed load is tried
 * again at the next token.
 */
import { logger } from '#shared/lib/logger.ts';
import { loadScript } from '../load-script.ts';

/** The part of Google's `grecaptcha` v3 object used here. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

export interface CaptchaConfig {
  siteKey: string;
  scriptUrl: string;
}

export interface CaptchaOptions {
  /** The whole wait for a token: script, ready and execute (default 5000 ms). */
  timeoutMs?: number;
  /** For tests: the script loader and where `grecaptcha` is found once the script ran. */
  load?: (url: string) => Promise<void>;
  grecaptcha?: () => Grecaptcha | undefined;
}

export interface Captcha {
  /** A token for the action, or undefined when none could be had in time (logged). */
  getToken(action?: string): Promise<string | undefined>;
  /**
   * Starts loading the script ahead of the first token (on the last form page, say), so the token does not wait for
   * it. A failure here is silent: the token that needs the script logs it.
   */
  preload(): void;
}

export const CAPTCHA_TIMEOUT_MS = 5_000;
/** The action of a lead create; reCAPTCHA actions are letters, digits, slashes and underscores. */
export const LEAD_CREATE_ACTION = 'lead_create';
export const CaptchaLog = { failed: 'Failed to get captcha token' } as const;

type Stage = 'script' | 'unavailable' | 'execute' | 'timeout';

class CaptchaFailure extends Error {
  constructor(readonly stage: Stage) {
    super(`Captcha failed at ${stage}`);
  }
}

/** `${scriptUrl}?render=${siteKey}`, keeping any query the configured URL has. */
export function captchaScriptUrl({ siteKey, scriptUrl }: CaptchaConfig): string {
  const url = new URL(scriptUrl, globalThis.location?.href);
  url.searchParams.set('render', siteKey);
  return url.toString();
}

function windowGrecaptcha(): Grecaptcha | undefined {
  // Google's script defines window.grecaptcha (globalThis in a page); lib.dom does not know it.
  return (globalThis as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
}

export function createCaptcha(config: CaptchaConfig, options: CaptchaOptions = {}): Captcha {
  const { timeoutMs = CAPTCHA_TIMEOUT_MS, load = loadScript, grecaptcha = windowGrecaptcha } = options;
  let loading: Promise<void> | undefined;

  function loaded(): Promise<void> {
    loading ??= load(captchaScriptUrl(config)).catch(() => {
      loading = undefined;
      throw new CaptchaFailure('script');
    });
    return loading;
  }

  async function token(action: string): Promise<string> {
    await loaded();
    const api = grecaptcha();
    if (typeof api?.ready !== 'function' || typeof api.execute !== 'function') {
      throw new CaptchaFailure('unavailable');
    }
    await new Promise<void>((resolve) => api.ready(resolve));
    let value: unknown;
    try {
      value = await api.execute(config.siteKey, { action });
    } catch {
      throw new CaptchaFailure('execute');
    }
    if (typeof value !== 'string' || value === '') throw new CaptchaFailure('execute');
    return value;
  }

  return {
    preload() {
      loaded().catch(() => {});
    },
    async getToken(action = LEAD_CREATE_ACTION) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new CaptchaFailure('timeout')), timeoutMs);
      });
      const attempt = token(action);
      // The attempt may fail after the time limit won the race: that failure is already answered.
      attempt.catch(() => {});
      try {
        return await Promise.race([attempt, timeout]);
      } catch (error) {
        logger.warn(CaptchaLog.failed, { stage: error instanceof CaptchaFailure ? error.stage : 'execute' });
        return undefined;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
