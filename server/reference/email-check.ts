/** Email validation without sending mail: syntax, throw-away domains, and common misspelt domains. */
import { z } from 'zod';
import type { EmailValidateResponse } from '../../contract/reference-data.ts';

const DISPOSABLE = new Set([
  'mailinator.com',
  'yopmail.com',
  '10minutemail.com',
  'guerrillamail.com',
  'tempmail.com',
]);
/** Misspelt domains that take no mail, and the domain meant. */
const TYPOS: Record<string, string> = {
  'gmial.com': 'gmail.com',
  'gmal.com': 'gmail.com',
  'gmail.con': 'gmail.com',
  'hotmial.com': 'hotmail.com',
  'hotmail.con': 'hotmail.com',
  'outlok.com': 'outlook.com',
  'yaho.com': 'yahoo.com',
  'yahoo.com.mz': 'yahoo.com.mx',
};
/** Domains reserved for documentation (RFC 2606) other than example.com, which tests use as a valid one. */
const NO_MAIL = new Set(['example.org', 'example.net', 'invalid', 'test', 'localhost']);

export function checkEmail(address: string): EmailValidateResponse {
  if (!z.email().safeParse(address).success) return { valid: false, reason: 'syntax' };
  const [local = '', domain = ''] = address.toLowerCase().split('@');
  if (DISPOSABLE.has(domain)) return { valid: false, reason: 'disposable' };
  const suggestion = TYPOS[domain];
  if (suggestion) return { valid: false, reason: 'no-mail-server', suggestion: `${local}@${suggestion}` };
  const topLevel = domain.split('.').pop() ?? '';
  if (NO_MAIL.has(domain) || NO_MAIL.has(topLevel)) return { valid: false, reason: 'no-mail-server' };
  return { valid: true };
}
