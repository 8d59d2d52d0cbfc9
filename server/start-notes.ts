/** What the API says at start about the doors a lender configures (docs/adr/0027), so none is off by surprise. */
import type { ServerOptions } from './options.ts';

export function startNotes(options: ServerOptions): string[] {
  const { limits } = options;
  return [
    options.captchaSecret
      ? `Captcha: on (every lead create must pass ${options.captchaVerifyUrl}, score >= ${options.captchaMinScore}).`
      : 'Captcha: off (no API_CAPTCHA_SECRET): lead creates are not checked for a person.',
    options.signingSecret
      ? 'Links: signed with API_SIGNING_SECRET.'
      : 'Links: signed with a key made at start (no API_SIGNING_SECRET): resume and unsubscribe links die with this process, and other processes cannot check them.',
    `Limits: ${limits.createsPer10Minutes || 'no limit on'} creates per 10 min and ${limits.publicPerMinute || 'no limit on'} public calls per min per client; ` +
      `${limits.codeTries} tries per code, one send per ${limits.codeResendSeconds} s and ${limits.codeSendsPerHour} per hour per lead.`,
  ];
}
