/**
 * Email validation without sending mail: syntax, throw-away domains, domains that take no mail, and common
 * misspellings of the mail providers applicants use in each market (a suggestion the form offers; the applicant
 * may keep what they typed).
 */
import { z } from 'zod';
import type { EmailValidateResponse } from '#contract/reference-data.ts';

const DISPOSABLE = new Set([
  'mailinator.com',
  'yopmail.com',
  'yopmail.fr',
  '10minutemail.com',
  'guerrillamail.com',
  'sharklasers.com',
  'tempmail.com',
  'temp-mail.org',
  'trashmail.com',
  'trashmail.de',
  'wegwerfmail.de',
  'dispostable.com',
  'maildrop.cc',
  'getnada.com',
  'throwawaymail.com',
  'mintemail.com',
]);

/**
 * The providers applicants use most: global ones, then by market (Spain, Mexico, Germany, Poland, Romania,
 * Colombia, Vietnam, the Philippines). A domain one keystroke away from one of them is taken for a typo.
 */
const PROVIDERS = [
  'gmail.com',
  'hotmail.com',
  'outlook.com',
  'yahoo.com',
  'icloud.com',
  'live.com',
  'msn.com',
  'protonmail.com',
  'hotmail.es',
  'yahoo.es',
  'outlook.es',
  'telefonica.net',
  'hotmail.com.mx',
  'yahoo.com.mx',
  'prodigy.net.mx',
  'web.de',
  'gmx.de',
  'gmx.net',
  't-online.de',
  'freenet.de',
  'wp.pl',
  'onet.pl',
  'o2.pl',
  'interia.pl',
  'op.pl',
  'gazeta.pl',
  'yahoo.ro',
  'hotmail.co',
  'yahoo.com.co',
  'yahoo.com.vn',
  'yahoo.com.ph',
] as const;
/** Real domains one keystroke from a provider above: never "corrected". */
const ALSO_REAL = [
  'hotmail.de',
  'outlook.de',
  'yahoo.de',
  'hotmail.fr',
  'yahoo.fr',
  'hotmail.it',
  'yahoo.it',
  'yahoo.co',
  'hotmail.co.uk',
  'yahoo.co.uk',
  'yahoo.ca',
  'gmx.at',
  'gmx.ch',
];
const KNOWN = new Set<string>([...PROVIDERS, ...ALSO_REAL]);

/** Misspellings more than one keystroke away, or of domains too short for the distance rule. */
const TYPOS: Record<string, string> = {
  'gmai.co': 'gmail.com',
  'gmaill.co': 'gmail.com',
  'gnail.co': 'gmail.com',
  'hotmal.co': 'hotmail.com',
  'yaho.co': 'yahoo.com',
  'yahoo.mx': 'yahoo.com.mx',
  'hotmail.mx': 'hotmail.com.mx',
  'yahoo.vn': 'yahoo.com.vn',
  'yahoo.ph': 'yahoo.com.ph',
  'wp.p': 'wp.pl',
  'wp.pll': 'wp.pl',
  'wpp.pl': 'wp.pl',
  'wp.com.pl': 'wp.pl',
  'onet.com.pl': 'onet.pl',
  'onet.p': 'onet.pl',
  'onte.pl': 'onet.pl',
  'ont.pl': 'onet.pl',
  'o2.p': 'o2.pl',
  'o2.com.pl': 'o2.pl',
  'web.d': 'web.de',
  'gmx.d': 'gmx.de',
  'gmx.com.de': 'gmx.de',
};

/** Domains reserved for documentation (RFC 2606) other than example.com, which tests use as a valid one. */
const NO_MAIL = new Set(['example.org', 'example.net', 'invalid', 'test', 'localhost']);

/** True when b is a one-keystroke change of a: one letter added, dropped, replaced, or two swapped. */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (a[start] === b[start]) start += 1;
  let endA = a.length - 1;
  let endB = b.length - 1;
  while (endA >= start && endB >= start && a[endA] === b[endB]) {
    endA -= 1;
    endB -= 1;
  }
  const middleA = a.slice(start, endA + 1);
  const middleB = b.slice(start, endB + 1);
  if (middleA.length <= 1 && middleB.length <= 1) return true;
  return middleA.length === 2 && middleB === `${middleA[1]}${middleA[0]}`;
}

/**
 * The provider meant by a domain that is not one. Short domains (web.de, wp.pl) are one keystroke from many real
 * ones, so the distance rule only covers providers of 8 characters or more; the table covers the rest.
 */
export function intendedDomain(domain: string): string | undefined {
  if (KNOWN.has(domain)) return undefined;
  const listed = TYPOS[domain] ?? TYPOS[domain.replace(/\.(?:con|cmo|cm|om|comm|coom)$/, '.co')];
  if (listed) return listed;
  const fixedEnding = domain.replace(/\.(?:con|cmo|cm|om|comm|coom|ocm|vom|xom)$/, '.com');
  if (fixedEnding !== domain && KNOWN.has(fixedEnding)) return fixedEnding;
  return PROVIDERS.find((provider) => provider.length >= 8 && oneEditApart(provider, domain));
}

export function checkEmail(address: string): EmailValidateResponse {
  if (!z.email().safeParse(address).success) {
    // "ana@wp.p" fails the syntax check, yet its fix is plain.
    const [local = '', domain = ''] = address.toLowerCase().split('@');
    const typo = local && domain ? TYPOS[domain] : undefined;
    return typo
      ? { valid: false, reason: 'syntax', suggestion: `${local}@${typo}` }
      : { valid: false, reason: 'syntax' };
  }
  const [local = '', domain = ''] = address.toLowerCase().split('@');
  if (DISPOSABLE.has(domain)) return { valid: false, reason: 'disposable' };
  const suggestion = intendedDomain(domain);
  if (suggestion) return { valid: false, reason: 'no-mail-server', suggestion: `${local}@${suggestion}` };
  const topLevel = domain.split('.').pop() ?? '';
  if (NO_MAIL.has(domain) || NO_MAIL.has(topLevel)) return { valid: false, reason: 'no-mail-server' };
  return { valid: true };
}
