/** Reading raw input (strings from inputs, booleans, numbers) as text, a boolean or a number: shared conversions. */
import { fail, ok, type FieldContext, type Outcome } from '../field-type-module.ts';

export function asText(raw: unknown): string | undefined {
  if (typeof raw === 'string') return raw.normalize('NFC').trim();
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return undefined;
}

/** Trimmed text, in capitals where the registry says the value is stored so. */
export function readText(raw: unknown, { field }: FieldContext): Outcome<string> {
  const text = asText(raw);
  if (text === undefined) return fail('validation.invalid');
  return ok(field.uppercase ? text.toUpperCase() : text);
}

const TRUE_WORDS = new Set(['true', 'yes', 'on', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'off', '0']);

export function readBoolean(raw: unknown): Outcome<boolean> {
  if (typeof raw === 'boolean') return ok(raw);
  const text = asText(raw)?.toLowerCase();
  if (text !== undefined && TRUE_WORDS.has(text)) return ok(true);
  if (text !== undefined && FALSE_WORDS.has(text)) return ok(false);
  return fail('validation.choice');
}

/** A number's two accepted shapes for a decimal separator: grouped in thousands, or plain digits. */
function numberShapes(decimalSeparator: '.' | ','): { group: string; grouped: RegExp; plain: RegExp } {
  const group = decimalSeparator === '.' ? ',' : '.';
  return {
    group,
    grouped: new RegExp(`^-?\\d{1,3}(?:\\${group}\\d{3})+(?:\\${decimalSeparator}\\d+)?$`),
    plain: new RegExp(`^-?\\d+(?:\\${decimalSeparator}\\d+)?$`),
  };
}

// Built once per separator, not on every read: a money field is read on each key press and render (issue 16, the
// press on Next measured 1.5 ms of a 4x-slowed CPU in building these).
const NUMBER_SHAPES = { '.': numberShapes('.'), ',': numberShapes(',') };

/** Reads "12,500.50" (Mexico) or "12.500,50" (Spain) as 12500.5: the other separator groups thousands. */
export function asNumber(raw: unknown, decimalSeparator: '.' | ',', decimals: number): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  const text = asText(raw);
  if (text === undefined) return undefined;
  const { group, grouped, plain } = NUMBER_SHAPES[decimalSeparator];
  const compact = text.replace(/[\s$€£₱₫]|zł|lei/gu, '');
  if (!grouped.test(compact) && !plain.test(compact)) return undefined;
  const normalized = compact.split(group).join('').replace(decimalSeparator, '.');
  const [, fraction = ''] = normalized.split('.');
  if (fraction.length > decimals) return undefined;
  return Number(normalized);
}

/** A number with at most `decimals` places; otherwise `key`, which names the decimals allowed. */
export function readNumber(
  raw: unknown,
  context: FieldContext,
  decimals: number,
  key: string,
): Outcome<number> {
  const value = asNumber(raw, context.rules.decimalSeparator, decimals);
  return value === undefined ? fail(key, { decimals }) : ok(value);
}
