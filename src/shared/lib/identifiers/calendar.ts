/** Calendar arithmetic for birth dates embedded in identifiers; no Date objects, so no time-zone surprises. */

export type CalendarDate = { readonly year: number; readonly month: number; readonly day: number };

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

export function isCalendarDate({ year, month, day }: CalendarDate): boolean {
  if (![year, month, day].every(Number.isInteger)) return false;
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Parses YYYY-MM-DD (what date inputs give); undefined when it is not a real calendar date. */
export function parseIsoDate(text: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isCalendarDate(date) ? date : undefined;
}

/** Two-digit year, month and day from a YYMMDD slice (already known to be digits). */
export function splitYymmdd(yymmdd: string): { yy: number; month: number; day: number } {
  return {
    yy: Number(yymmdd.slice(0, 2)),
    month: Number(yymmdd.slice(2, 4)),
    day: Number(yymmdd.slice(4, 6)),
  };
}

export function yymmdd({ year, month, day }: CalendarDate): string {
  return `${pad(year % 100, 2)}${pad(month, 2)}${pad(day, 2)}`;
}
