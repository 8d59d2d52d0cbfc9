/**
 * A wait as the applicant reads it, in the locale's own words and plural ("30 segundos", "10 minut"): Intl's unit
 * formatting, so no locale file needs a plural per unit. Up to 90 seconds in seconds, beyond that in whole minutes
 * rounded up (a wait is never shown shorter than it is).
 */
export function formatWait(seconds: number, intlLocale: string): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const [value, unit] = whole <= 90 ? [whole, 'second'] : [Math.ceil(whole / 60), 'minute'];
  return new Intl.NumberFormat(intlLocale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
