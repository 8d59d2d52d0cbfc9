/**
 * Mobile verification: a 6-digit code per lead, valid for mobileCodeTtlSeconds. In development the code is
 * logged and returned in developmentCode so a tester needs no phone; in production neither happens.
 */
import { randomInt } from 'node:crypto';
import type { MobileVerificationChallenge } from '../../contract/lead.ts';
import type { ApiContext } from '../context.ts';
import type { StoredVerification } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { StoredLeadRow } from './lead-repository.ts';

export const CODE_LENGTH = 6;
export const RESEND_AFTER_SECONDS = 30;

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
    resendAfterSeconds: RESEND_AFTER_SECONDS,
    ...(context.options.development ? { developmentCode: verification.code } : {}),
  };
}

type Log = { info(obj: object, msg: string): void };

/** Sends a new code to the phone number (given, or the lead's own). */
export async function issueChallenge(
  row: StoredLeadRow,
  context: ApiContext,
  log: Log,
  phoneNumber = row.data.contactDetails?.phoneNumber,
): Promise<MobileVerificationChallenge> {
  if (!phoneNumber) throw ApiError.conflict('The lead has no phone number to verify');
  const now = new Date();
  const verification: StoredVerification = {
    code: String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0'),
    phoneNumber,
    sentAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + context.options.mobileCodeTtlSeconds * 1000).toISOString(),
  };
  await context.leads.setVerification(row.id, verification, false);
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

export async function checkCode(row: StoredLeadRow, code: string, context: ApiContext): Promise<void> {
  const open = row.verification;
  if (!open) throw ApiError.conflict('No code was sent to this lead');
  if (new Date(open.expiresAt).getTime() <= Date.now())
    throw ApiError.field('code', 'validation.code.expired');
  if (open.code !== code) throw ApiError.field('code', 'validation.code.incorrect');
  await context.leads.setVerification(row.id, null, true);
}
