/**
 * Date input: applicants type the date as their country writes it (day first in most markets, 07/03/1990 or
 * 07.03.1990; month first in the Philippines, 03/07/1990), with a two- or four-digit year, or a date input gives ISO
 * yyyy-mm-dd. Everything leaves as ISO yyyy-mm-dd so the lead never carries a locale-dependent date. No Date objects:
 * no time-zone shifts.
 */

/** How a country writes a date (market data: src/markets/countries.ts). */
export interface DateStyle {
  order: 'dmy' | 'mdy';
  separator: '/' | '.';
}

export const DAY_FIRST_STYLE: DateStyle = { order: 'dmy', separator: '/' };

/**
 * Spec section 9: two-digit years use the cutoff 60. A year yy below 60 is 20yy, 60 and above is 19yy, so "59" is 2059
 * and "60" is 1960. A birth date typed as "59" therefore lands in the future and the date-of-birth rule rejects it,
 * which asks the applicant for four digits instead of silently guessing a century.
 */
export const TWO_DIGIT_YEAR_CUTOFF = 60;

export function resolveTwoDigitYear(yy: number, cutoff: number = TWO_DIGIT_YEAR_CUTOFF): number {
  return yy < cutoff ? 2000 + yy : 1900 + yy;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const days = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day <= days;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function toIso(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
// Day and month in the country's order; slash, dot, hyphen or space between the parts, whichever the applicant types.
const PARTS = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{2}|\d{4})$/;

/**
 * Parses a date in the country's order (dd/mm/yyyy, or mm/dd/yyyy where the month comes first), with a two- or
 * four-digit year, or yyyy-mm-dd, into ISO yyyy-mm-dd; undefined when it is not a real calendar date.
 */
export function parseDate(
  input: string,
  style: Pick<DateStyle, 'order'> = DAY_FIRST_STYLE,
  cutoff: number = TWO_DIGIT_YEAR_CUTOFF,
): string | undefined {
  const text = input.trim();
  const iso = ISO.exec(text);
  if (iso) {
    const [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    return isCalendarDate(year, month, day) ? toIso(year, month, day) : undefined;
  }
  const parts = PARTS.exec(text);
  if (!parts) return undefined;
  const [first, second] = [Number(parts[1]), Number(parts[2])];
  const [day, month] = style.order === 'mdy' ? [second, first] : [first, second];
  const yearText = parts[3] ?? '';
  const year = yearText.length === 2 ? resolveTwoDigitYear(Number(yearText), cutoff) : Number(yearText);
  return isCalendarDate(year, month, day) ? toIso(year, month, day) : undefined;
}

export type DateFormat = 'dd/mm/yyyy' | 'dd/mm/yy' | 'iso';

/** An ISO date as the country writes it (07.03.1990, 03/07/1990): the inverse of parseDate with that style. */
export function formatDateIn(iso: string, style: DateStyle): string {
  const match = ISO.exec(iso);
  if (!match) return iso;
  const [, year = '', month = '', day = ''] = match;
  const [first, second] = style.order === 'mdy' ? [month, day] : [day, month];
  return [first, second, year].join(style.separator);
}

/** Formats an ISO date for display or for a prefilled input; the inverse of parseDate for each format. */
export function formatDate(iso: string, format: DateFormat): string {
  const match = ISO.exec(iso);
  if (!match) throw new Error(`not an ISO date: ${iso}`);
  const [, year = '', month = '', day = ''] = match;
  if (format === 'iso') return iso;
  return `${day}/${month}/${format === 'dd/mm/yy' ? year.slice(2) : year}`;
}

/** Whole years between two ISO dates (age on `onIso` of someone born on `birthIso`). */
export function wholeYearsBetween(birthIso: string, onIso: string): number {
  const [by = Number.NaN, bm = Number.NaN, bd = Number.NaN] = birthIso.split('-').map(Number);
  const [oy = Number.NaN, om = Number.NaN, od = Number.NaN] = onIso.split('-').map(Number);
  const hadBirthday = om > bm || (om === bm && od >= bd);
  return oy - by - (hadBirthday ? 0 : 1);
}

/** Today's date as ISO in local time (the applicant's calendar day, not UTC's). */
export function todayIso(now: Date = new Date()): string {
  return toIso(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/**
 * A moment as the country writes a deadline ("28 de noviembre de 2026, 10:59 a.m."): the offer's expiry, a resume
 * link's. One place, so every deadline the applicant reads has the same form.
 */
export function formatDeadline(at: Date | string, intlLocale: string): string {
  return new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(at));
}
