/**
 * Mobile verification: a 6-digit code per lead, valid for mobileCodeTtlSeconds. In development the code is
 * logged and returned in developmentCode so a tester needs no phone; in production neither happens.
 */
import { randomInt } from 'node:crypto';
import type { MobileVerificationChallenge } from '#contract/lead.ts';
import type { ApiContext } from '../context.ts';
import type { StoredVerification } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { StoredLeadRow } from './lead-repository.ts';

export const CODE_LENGTH = 6;

const mask = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return `${'*'.repeat(Math.max(0, digits.length - 3))}${digits.slice(-3)}`;
};

function challengeView(
  id: string,
  verification: StoredVerification,
  context: ApiContext,
): MobileVerificationChallenge {
  return {
    id,
    phoneNumberMasked: mask(verification.phoneNumber),
    codeLength: CODE_LENGTH,
    expiresAt: verification.expiresAt,
    resendAfterSeconds: context.options.limits.codeResendSeconds,
    ...(context.options.development ? { developmentCode: verification.code } : {}),
  };
}

type Log = { info(obj: object, msg: string): void };

/**
 * Sends a new code to the phone number (given, or the lead's own). The limits (issue 28): one send per
 * codeResendSeconds and codeSendsPerHour per lead, each refused with a 429 and the wait. A changed number is a new
 * phone: it may get its code at once, but counts against the hour.
 */
export async function issueChallenge(
  row: StoredLeadRow,
  context: ApiContext,
  log: Log,
  phoneNumber = row.data.contactDetails?.phoneNumber,
): Promise<MobileVerificationChallenge> {
  if (!phoneNumber) throw ApiError.conflict('The lead has no phone number to verify');
  const { codeResendSeconds, codeSendsPerHour } = context.options.limits;
  const now = new Date();
  const verification: StoredVerification = {
    code: String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0'),
    phoneNumber,
    sentAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + context.options.mobileCodeTtlSeconds * 1000).toISOString(),
  };
  const quietSeconds = row.verification?.phoneNumber === phoneNumber ? codeResendSeconds : 0;
  const refuseTooSoon = (previous: StoredVerification | null | undefined) => {
    const quietUntil = Date.parse(previous?.sentAt ?? '') + quietSeconds * 1000;
    if (quietUntil > now.getTime()) throw ApiError.tooManyRequests((quietUntil - now.getTime()) / 1000);
  };
  // Too soon is refused before anything is counted; the hour's count comes next; then the conditional write settles
  // two sends racing past the first check (one is stored, the other refused with the same wait).
  refuseTooSoon(row.verification);
  await context.limiter.hit({ bucket: `code-send:${row.id}`, max: codeSendsPerHour, windowSeconds: 3600 });
  const sent = await context.leads.setVerificationIfQuiet(row.id, verification, quietSeconds);
  if (!sent.stored) {
    refuseTooSoon(sent.previous);
    throw ApiError.tooManyRequests(quietSeconds);
  }
  // The code is not personal data; the log line names the lead, never the phone number.
  if (context.options.development)
    log.info({ leadId: row.id }, `Mobile verification code (development): ${verification.code}`);
  return challengeView(row.id, verification, context);
}

/** The open challenge, or a new one if none is open (lead status asks for verification). */
export async function ensureChallenge(row: StoredLeadRow, context: ApiContext, log: Log) {
  const open = row.verification;
  if (open && new Date(open.expiresAt).getTime() > Date.now()) return challengeView(row.id, open, context);
  return issueChallenge(row, context, log);
}

/**
 * Checks a typed code. Every try is counted first, in one statement: past codeTries the code is spent, and even the
 * right one is refused (429) until a new code is sent, so guessing gets at most codeTries of the 10^6 codes per send.
 */
export async function checkCode(row: StoredLeadRow, code: string, context: ApiContext): Promise<void> {
  const open = await context.leads.countCodeTry(row.id);
  if (!open) throw ApiError.conflict('No code was sent to this lead');
  if ((open.tries ?? 0) > context.options.limits.codeTries) {
    const resendAt = Date.parse(open.sentAt) + context.options.limits.codeResendSeconds * 1000;
    throw ApiError.tooManyRequests((resendAt - Date.now()) / 1000, 'code', 'validation.code.tooManyTries');
  }
  if (new Date(open.expiresAt).getTime() <= Date.now())
    throw ApiError.field('code', 'validation.code.expired');
  if (open.code !== code) throw ApiError.field('code', 'validation.code.incorrect');
  await context.leads.setVerification(row.id, null, true);
}
