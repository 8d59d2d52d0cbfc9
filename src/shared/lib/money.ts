/** Money and range helpers for amount and term inputs. */

/**
 * One Intl.NumberFormat per locale and options: building one costs about a tenth of a millisecond (far more on a
 * slow phone), and a step with an amount slider formats on every render and every move.
 */
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
  return numberFormat(intlLocale, {
    style: 'currency',
    currency,
    maximumFractionDigits: cents,
    minimumFractionDigits: cents,
  }).format(amount);
}

/** The currency's minor-unit digits as Intl knows them (ISO 4217: MXN 2, VND 0). */
export function minorDigitsOf(currency: string): number {
  return numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Reads what people type for an amount ("10 000", "$10,000", "10.000,50" in es-ES) as a number, or NaN. */
export function parseAmount(text: string, intlLocale: string): number {
  const parts = numberFormat(intlLocale).formatToParts(12345.6);
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
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
  return numberFormat(intlLocale, {
    maximumFractionDigits: cents,
    minimumFractionDigits: cents,
  }).format(amount);
}

/** Where the country writes its currency: before the amount ($10,000) or after it (10.000 €, 10 000 zł). */
export function currencyPosition(intlLocale: string, currency: string): 'before' | 'after' {
  const parts = numberFormat(intlLocale, { style: 'currency', currency }).formatToParts(1);
  const symbol = parts.findIndex((part) => part.type === 'currency');
  const number = parts.findIndex((part) => part.type === 'integer');
  return symbol < number ? 'before' : 'after';
}

/**
 * Builds the formatters an amount field uses (formatAmount, currencyPosition, formatMoney for its limits) before it
 * needs them, each in a task of its own: `pause` ends a task. The first Intl.NumberFormat of a page loads the locale's data, about
 * 30 ms of a phone's 4x slower CPU in a trace of the first step's hydration, all of it inside the task that rendered
 * the amount field. main.tsx calls this while the step's code is on its way (docs/performance.md, "Total blocking
 * time").
 */
export async function warmMoneyFormats(
  intlLocale: string,
  currency: string,
  pause: () => Promise<void>,
): Promise<void> {
  await pause();
  formatAmount(0, intlLocale);
  await pause();
  currencyPosition(intlLocale, currency);
  await pause();
  formatMoney(0, intlLocale, currency);
}
