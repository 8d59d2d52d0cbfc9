/**
 * Money and range helpers for amount and term inputs. The build's own locale and currency are written from its number
 * style (number-style.ts, baked into `market.numbers`): Intl's first formatter would load ICU's locale data inside the
 * app's start. Any other locale or currency, and what the style does not cover, is written by Intl.
 */
import { market } from '#markets/market.ts';
import { separatorsOf, writeNumber, type NumberStyle } from './number-style.ts';

/** One Intl.NumberFormat per locale and options: a slider formats on every render and every move. */
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(intlLocale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${intlLocale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The build's style when it is the one asked for; a currency of undefined asks for the locale's numbers alone. */
function styleFor(intlLocale: string, currency?: string): NumberStyle | undefined {
  const style = market.numbers;
  return style.intlLocale === intlLocale && (currency === undefined || style.currency === currency)
    ? style
    : undefined;
}

export interface Range {
  min: number;
  max: number;
  step: number;
}

/**
 * Brings a number inside [min, max] on the step grid that starts at min (spec section 9: MX amount 500..150000
 * by 100). Values that are not finite fall back to `fallback` (itself clamped).
 */
export function clampToRange(value: number, range: Range, fallback = range.min): number {
  const source = Number.isFinite(value) ? value : fallback;
  if (!Number.isFinite(source)) return range.min;
  const stepped = range.min + Math.round((source - range.min) / range.step) * range.step;
  const lastOnGrid = range.min + Math.floor((range.max - range.min) / range.step) * range.step;
  return Math.min(Math.max(stepped, range.min), lastOnGrid);
}

/**
 * Formats an amount the way the country writes money: without cents for whole amounts (es-MX: $10,000), with the
 * currency's own minor digits otherwise ($1,043.50, never $1,043.5), and none for a currency that has none (the đồng:
 * 1.064.953 ₫, never 1.064.952,82 ₫; issue 31).
 */
export function formatMoney(amount: number, intlLocale: string, currency: string): string {
  const cents = Number.isInteger(amount) ? 0 : minorDigitsOf(currency);
  const style = styleFor(intlLocale, currency);
  const digits = style && writeNumber(style, amount, cents, cents);
  if (style && digits) return `${style.currencyAffixes[0]}${digits}${style.currencyAffixes[1]}`;
  return numberFormat(intlLocale, {
    style: 'currency',
    currency,
    maximumFractionDigits: cents,
    minimumFractionDigits: cents,
  }).format(amount);
}

/** The currency's minor-unit digits as Intl knows them (ISO 4217: MXN 2, VND 0). */
export function minorDigitsOf(currency: string): number {
  if (market.numbers.currency === currency) return market.numbers.minorDigits;
  return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Reads what people type for an amount ("10 000", "$10,000", "10.000,50" in es-ES) as a number, or NaN. */
export function parseAmount(text: string, intlLocale: string): number {
  const { group, decimal } = styleFor(intlLocale) ?? separatorsOf(numberFormat(intlLocale));
  const cleaned = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .split(group)
    .join('')
    .replace(decimal, '.')
    .replace(/[^\d.-]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

/**
 * An amount as it is typed into a field whose currency is shown beside it: grouped the country's way, no symbol
 * (es-MX 10,000; es-ES 10.000; pl-PL 10 000 with a no-break space). Cents only when there are some.
 */
export function formatAmount(amount: number, intlLocale: string): string {
  const cents = Number.isInteger(amount) ? 0 : 2;
  const style = styleFor(intlLocale);
  const digits = style && writeNumber(style, amount, cents, cents);
  if (digits) return digits;
  return numberFormat(intlLocale, {
    maximumFractionDigits: cents,
    minimumFractionDigits: cents,
  }).format(amount);
}

/** Where the country writes its currency: before the amount ($10,000) or after it (10.000 €, 10 000 zł). */
export function currencyPosition(intlLocale: string, currency: string): 'before' | 'after' {
  const style = styleFor(intlLocale, currency);
  if (style) return style.currencyAffixes[0].trim() ? 'before' : 'after';
  const parts = numberFormat(intlLocale, { style: 'currency', currency }).formatToParts(1);
  const symbol = parts.findIndex((part) => part.type === 'currency');
  const number = parts.findIndex((part) => part.type === 'integer');
  return symbol < number ? 'before' : 'after';
}

/**
 * A number as a text's `{{value, number}}` writes it (Intl's default: up to 3 decimals), from the build's style where
 * it can: a field's minimum or maximum message would otherwise load ICU's locale data inside the press that shows it.
 */
export function formatNumber(value: number, intlLocale: string): string {
  const style = styleFor(intlLocale);
  return (style && writeNumber(style, value, 0, 3)) ?? numberFormat(intlLocale).format(value);
}

/** A percentage (12.5 for 12.5 %) with `fractionDigits` decimals, written the country's way (es-ES 12,5 %). */
export function formatPercent(percent: number, intlLocale: string, fractionDigits: number): string {
  const style = styleFor(intlLocale);
  // The fraction Intl's percent style is given, so a percentage rounds exactly as Intl rounds it.
  const digits = style && writeNumber(style, percent / 100, fractionDigits, fractionDigits, 2);
  if (style && digits) return `${style.percentAffixes[0]}${digits}${style.percentAffixes[1]}`;
  return numberFormat(intlLocale, {
    style: 'percent',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(percent / 100);
}
