/**
 * Lending rules the server checks on the whole lead, beyond the contract's shapes: they can fail on a field the
 * applicant answered on an earlier page, which the app then shows on that page (spec section 4, "A server field
 * error attaches to the form that owns the field").
 *
 * - The loan must end before the applicant's 75th birthday (a common responsible-lending cap): otherwise the
 *   period is refused with `validation.lending.termEndsAfterMaxAge`, a message key the app translates.
 */
import type { LeadData } from '#contract/lead-payload.ts';
import type { FieldError } from '#contract/errors.ts';

export const MAX_AGE_AT_END_OF_TERM = 75;
export const TERM_ENDS_AFTER_MAX_AGE = 'validation.lending.termEndsAfterMaxAge';

function loanEnd(now: Date, period: number, scale: 'days' | 'months'): Date {
  const end = new Date(now.getTime());
  if (scale === 'days') end.setUTCDate(end.getUTCDate() + period);
  else end.setUTCMonth(end.getUTCMonth() + period);
  return end;
}

function ageOn(dateOfBirth: string, day: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const hadBirthday =
    day.getUTCMonth() + 1 > month || (day.getUTCMonth() + 1 === month && day.getUTCDate() >= date);
  return day.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}

export function lendingRuleErrors(lead: LeadData, now: Date): FieldError[] {
  const dateOfBirth = lead.personalDetails?.dateOfBirth;
  if (!dateOfBirth || lead.period === undefined) return [];
  const age = ageOn(dateOfBirth, loanEnd(now, lead.period, lead.periodScale ?? 'months'));
  if (age !== undefined && age >= MAX_AGE_AT_END_OF_TERM) {
    return [{ fieldName: 'period', message: TERM_ENDS_AFTER_MAX_AGE }];
  }
  return [];
}
