/**
 * reCAPTCHA v3 verification (issue 28 item 4): on when a captcha secret is configured, off otherwise (the start line
 * says which). The verifier is pluggable: the tests pass a fake one; the default asks the siteverify URL and accepts a
 * successful answer whose score reaches the configured minimum. A verifier that cannot be reached refuses: a lender
 * that configured the check wants no lead past it unchecked.
 */
import { z } from 'zod';
import type { CaptchaVerifier, ServerOptions } from '../options.ts';

const siteVerifyAnswerSchema = z.object({ success: z.boolean(), score: z.number().optional() });

export function recaptchaVerifier(
  options: Pick<ServerOptions, 'captchaSecret' | 'captchaVerifyUrl' | 'captchaMinScore'>,
): CaptchaVerifier {
  return async (token, clientAddress) => {
    try {
      const response = await fetch(options.captchaVerifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          secret: options.captchaSecret ?? '',
          response: token,
          remoteip: clientAddress,
        }),
        signal: AbortSignal.timeout(5_000),
      });
      const answer = siteVerifyAnswerSchema.safeParse(await response.json());
      return answer.success && answer.data.success && (answer.data.score ?? 1) >= options.captchaMinScore;
    } catch {
      return false;
    }
  };
}

/** The verifier to use: none without a secret (the check is off), else the hook's or reCAPTCHA's. */
export function captchaFor(options: ServerOptions, hook?: CaptchaVerifier): CaptchaVerifier | undefined {
  if (!options.captchaSecret) return undefined;
  return hook ?? recaptchaVerifier(options);
}
