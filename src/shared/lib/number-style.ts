/**
 * How a country writes numbers, money and percentages, as data: read from Intl once, at build time, for the build's
 * own locale and currency (build/market-plugin.ts bakes it into `market.numbers`), and written by plain code in the
 * page. The first Intl.NumberFormat or DateTimeFormat of a page loads ICU's locale data: 150-280 ms of a phone's 4x
 * slower CPU, measured in Chromium here, paid inside the app's start (issue 27 item 4; docs/performance.md). The
 * amount field and the representative example on the first step no longer pay it. What the data does not cover (a
 * negative number, a number too large for plain digits) is written by Intl as before (money.ts).
 */

export interface NumberStyle {
  /** The locale and currency the style was read for: money.ts uses it for these alone. */
  intlLocale: string;
  currency: string;
  /** The separators as Intl writes them (pl-PL groups with a no-break space). */
  group: string;
  decimal: string;
  /** Digits a number needs beyond the first group before it is grouped: 2 writes 1000 and 10 000 in Poland and Spain. */
  minimumGroupingDigits: number;
  /** The currency's minor-unit digits (MXN 2, VND 0). */
  minorDigits: number;
  /** What goes before and after the digits of an amount of money ("$", "" in Mexico; "", " €" in Spain). */
  currencyAffixes: readonly [before: string, after: string];
  /** What goes before and after the digits of a percentage ("", " %" in Spain). */
  percentAffixes: readonly [before: string, after: string];
}

type Parts = Intl.NumberFormatPart[];
const NUMBER_PARTS = new Set<string>(['integer', 'group', 'decimal', 'fraction']);

/** The text before the first digit and after the last, the sign left out (the figures written are never negative). */
function affixesOf(parts: Parts): [string, string] {
  const first = parts.findIndex((part) => NUMBER_PARTS.has(part.type));
  const last = parts.findLastIndex((part) => NUMBER_PARTS.has(part.type));
  const text = (from: Parts) => from.map((part) => part.value).join('');
  return [text(parts.slice(0, first)), text(parts.slice(last + 1))];
}

/** The group and decimal separators a formatter writes (pl-PL groups with a no-break space). */
export function separatorsOf(format: Intl.NumberFormat): Pick<NumberStyle, 'group' | 'decimal'> {
  const parts = format.formatToParts(1234567.5);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

/** Reads the style from Intl: at build time, and in the tests that hold it to Intl for every market. */
export function numberStyleOf(intlLocale: string, currency: string): NumberStyle {
  const plain = new Intl.NumberFormat(intlLocale);
  const money = new Intl.NumberFormat(intlLocale, { style: 'currency', currency });
  const percent = new Intl.NumberFormat(intlLocale, { style: 'percent' });
  return {
    intlLocale,
    currency,
    ...separatorsOf(plain),
    minimumGroupingDigits: plain.formatToParts(1000).some((part) => part.type === 'group') ? 1 : 2,
    minorDigits: money.resolvedOptions().maximumFractionDigits ?? 2,
    currencyAffixes: affixesOf(money.formatToParts(1)),
    percentAffixes: affixesOf(percent.formatToParts(0.5)),
  };
}

/** Adds one unit in the last place of a string of digits ("0999" -> "1000"). */
function incremented(digits: string): string {
  const out = digits.split('');
  for (let index = out.length - 1; index >= 0; index--) {
    if (out[index] !== '9') {
      out[index] = String(Number(out[index]) + 1);
      return out.join('');
    }
    out[index] = '0';
  }
  return `1${out.join('')}`;
}

/** A number's shortest decimal without an exponent: String writes one below 1e-6 (5e-7 -> 0.0000005). */
function plainDecimal(written: string): string {
  const [mantissa = '0', exponent] = written.split('e');
  if (exponent === undefined) return written;
  return `0.${'0'.repeat(-Number(exponent) - 1)}${mantissa.replace('.', '')}`;
}

/**
 * The digits of a number that is neither negative nor large, rounded as Intl rounds (half away from zero, on the
 * shortest decimal that reads back as the number, the way `String(value)` writes it), with `minFraction` to
 * `maxFraction` decimals; `shift` moves the decimal point right first (2 for a percentage, as Intl's percent style
 * does with the fraction it is given). Null when the number is outside that range: the caller asks Intl.
 */
export function writeNumber(
  style: NumberStyle,
  value: number,
  minFraction: number,
  maxFraction: number,
  shift = 0,
): string | null {
  if (!Number.isFinite(value) || value < 0 || value >= 1e15) return null;
  const [shortWhole = '0', shortFraction = ''] = plainDecimal(String(value)).split('.');
  const padded = shortFraction.padEnd(shift, '0');
  const whole = (shortWhole + padded.slice(0, shift)).replace(/^0+(?=\d)/, '');
  const fraction = padded.slice(shift);
  let digits = whole + fraction.slice(0, maxFraction).padEnd(maxFraction, '0');
  if ((fraction[maxFraction] ?? '0') >= '5') digits = incremented(digits);
  const integer = digits.slice(0, digits.length - maxFraction) || '0';
  const decimals = digits
    .slice(digits.length - maxFraction)
    .replace(/0+$/, '')
    .padEnd(minFraction, '0');
  const grouped =
    integer.length >= 3 + style.minimumGroupingDigits
      ? integer.replace(/\B(?=(\d{3})+$)/g, style.group)
      : integer;
  return decimals ? `${grouped}${style.decimal}${decimals}` : grouped;
}
