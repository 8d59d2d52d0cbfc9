/**
 * The applicant of a country as typed into the form: the sample answers (contract/fixtures/sample-answers.ts, valid by
 * the country's rules) with dates written as the country writes them (07.03.1990 in Germany, 03/07/1990 in the Philippines), numbers and choices as text, and an email whose +marker asks
 * the reference API for an outcome (server/README.md).
 */
import { SAMPLE_ANSWERS } from '#contract/fixtures/sample-answers.ts';
import type { Country } from '#contract/page-variants.ts';
import { COUNTRY_PROFILES } from '#markets/countries.ts';
import { formatDateIn } from '#shared/lib/dates.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export type Outcome = 'accept' | 'reject' | 'redirect' | 'thankyou';

export function typedApplicant(country: Country, outcome: Outcome): Record<string, string> {
  const sample = SAMPLE_ANSWERS[country];
  if (!sample) throw new Error(`No sample applicant for ${country}`);
  const typed: Record<string, string> = {};
  for (const [name, value] of Object.entries(sample)) {
    if (value === undefined || value === null) continue;
    const text = String(value);
    typed[name] = ISO_DATE.test(text) ? formatDateIn(text, COUNTRY_PROFILES[country].dateStyle) : text;
  }
  // The classic steps also ask for a reference and the employer's address: a relative with a number of the same
  // shape, and an employer in the applicant's town.
  const phone = typed['contactDetails.phoneNumber'] ?? '';
  const derived: Record<string, string | undefined> = {
    'referenceDetails.name': 'Elena Ruiz',
    'referenceDetails.phoneNumber': phone.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10)),
    'employer.postalCode': typed['contactDetails.postalCode'],
    'employer.city': typed['contactDetails.city'],
    'employer.province': typed['contactDetails.province'],
    'employer.street': typed['contactDetails.street'],
    'employer.houseNumber': typed['contactDetails.houseNumber'],
  };
  for (const [name, value] of Object.entries(derived))
    if (typed[name] === undefined && value) typed[name] = value;
  const email = typed['contactDetails.email'] ?? 'applicant@example.com';
  typed['contactDetails.email'] = email.replace('@', `+${outcome}@`);
  return typed;
}
