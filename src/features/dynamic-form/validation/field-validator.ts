/** Builds a data point's validator from its registry entry, the API's definition and the country's rules. */
import { z } from 'zod';
import type { DataPointDefinition, DataPointName } from '../../../../contract/dynamic-form.ts';
import { isEmptyAnswer } from '../conditions.ts';
import { parseDate, todayIso, wholeYearsBetween } from '../dates.ts';
import type { FieldSpec } from '../field-types.ts';
import type { CountryRules, NumberLimit } from '../../../markets/country-validation.ts';
import { message, type ValidationMessage } from './messages.ts';

type Outcome = { ok: true; value: unknown } | { ok: false; message: ValidationMessage };
const ok = (value: unknown): Outcome => ({ ok: true, value });
const fail = (key: string, params?: Record<string, string | number>): Outcome => ({
  ok: false,
  message: message(key, params),
});

const DEFAULT_MAX_LENGTH = 100;
const OLDEST_AGE = 120;

interface Context {
  name: DataPointName;
  field: FieldSpec;
  definition: DataPointDefinition | undefined;
  rules: CountryRules;
  today: string;
}

function asText(raw: unknown): string | undefined {
  if (typeof raw === 'string') return raw.normalize('NFC').trim();
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return undefined;
}

const TRUE_WORDS = new Set(['true', 'yes', 'on', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'off', '0']);

function asBoolean(raw: unknown): boolean | undefined {
  if (typeof raw === 'boolean') return raw;
  const text = asText(raw)?.toLowerCase();
  if (text !== undefined && TRUE_WORDS.has(text)) return true;
  if (text !== undefined && FALSE_WORDS.has(text)) return false;
  return undefined;
}

/** Reads "12,500.50" (Mexico) or "12.500,50" (Spain) as 12500.5: the other separator groups thousands. */
function asNumber(raw: unknown, decimalSeparator: '.' | ',', decimals: number): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  const text = asText(raw);
  if (text === undefined) return undefined;
  const group = decimalSeparator === '.' ? ',' : '.';
  const compact = text.replace(/[\s$€£₱₫]|zł|lei/gu, '');
  const grouped = new RegExp(`^-?\\d{1,3}(?:\\${group}\\d{3})+(?:\\${decimalSeparator}\\d+)?$`);
  const plain = new RegExp(`^-?\\d+(?:\\${decimalSeparator}\\d+)?$`);
  if (!grouped.test(compact) && !plain.test(compact)) return undefined;
  const normalized = compact.split(group).join('').replace(decimalSeparator, '.');
  const [, fraction = ''] = normalized.split('.');
  if (fraction.length > decimals) return undefined;
  return Number(normalized);
}

/** The country's limit and the API's narrow each other: the stricter bound wins. */
function mergedLimit(ctx: Context): NumberLimit {
  const country = ctx.rules.limits[ctx.name] ?? {};
  const min = [country.min, ctx.definition?.min].filter((v): v is number => v !== undefined);
  const max = [country.max, ctx.definition?.max].filter((v): v is number => v !== undefined);
  // Money is never negative, whatever the configuration says.
  if (ctx.field.type === 'money') min.push(0);
  return {
    ...(min.length ? { min: Math.max(...min) } : {}),
    ...(max.length ? { max: Math.min(...max) } : {}),
    ...(country.step !== undefined ? { step: country.step } : {}),
  };
}

function checkNumber(value: number, ctx: Context): Outcome {
  const { min, max, step } = mergedLimit(ctx);
  if (min !== undefined && value < min) return fail('validation.min', { min });
  if (max !== undefined && value > max) return fail('validation.max', { max });
  if (step !== undefined && step > 0) {
    const offset = (value - (min ?? 0)) / step;
    if (Math.abs(offset - Math.round(offset)) > 1e-9) return fail('validation.step', { step });
  }
  return ok(value);
}

function checkText(text: string, ctx: Context): Outcome {
  const value = ctx.field.uppercase ? text.toUpperCase() : text;
  const maxLength = Math.min(
    ctx.definition?.maxLength ?? Infinity,
    ctx.field.maxLength ?? DEFAULT_MAX_LENGTH,
  );
  const minLength = ctx.definition?.minLength;
  if (minLength !== undefined && [...value].length < minLength)
    return fail('validation.minLength', { min: minLength });
  if ([...value].length > maxLength) return fail('validation.maxLength', { max: maxLength });
  if (ctx.field.pattern && !ctx.rules.patterns[ctx.field.pattern].test(value)) {
    return fail(`validation.pattern.${ctx.field.pattern}`);
  }
  if (ctx.definition?.pattern && !new RegExp(`^(?:${ctx.definition.pattern})$`, 'u').test(value)) {
    return fail('validation.pattern.custom');
  }
  return ok(value);
}

function checkChoice(text: string, ctx: Context): Outcome {
  const choices = ctx.definition?.choices ?? ctx.field.choices;
  // Options from the choices API are checked by the server; the list is not known here.
  if (Array.isArray(choices) && !choices.includes(text)) return fail('validation.choice');
  return checkText(text, ctx);
}

function checkPhone(text: string, ctx: Context): Outcome {
  const { prefix, nationalDigits } = ctx.rules.phone;
  let digits = text.replace(/[\s().-]/g, '');
  const prefixDigits = prefix.replace('+', '');
  if (digits.startsWith(prefix)) digits = digits.slice(prefix.length);
  else if (digits.startsWith(`00${prefixDigits}`)) digits = digits.slice(prefixDigits.length + 2);
  else if (digits.length > nationalDigits.max && digits.startsWith(prefixDigits)) {
    digits = digits.slice(prefixDigits.length);
  }
  if (!/^\d+$/.test(digits)) return fail('validation.phone.format');
  if (digits.length < nationalDigits.min || digits.length > nationalDigits.max) {
    return fail('validation.phone.length', { min: nationalDigits.min, max: nationalDigits.max });
  }
  return ok(digits);
}

function checkIdentifier(text: string, ctx: Context): Outcome {
  const compact = text.toUpperCase().replace(/[\s.-]/g, '');
  const rule = ctx.field.identifier ? ctx.rules.identifiers[ctx.field.identifier] : undefined;
  if (!rule) return /^[A-Z0-9]{2,34}$/.test(compact) ? ok(compact) : fail('validation.identifier.format');
  if (rule.validate) {
    const result = rule.validate(compact);
    return result.valid ? ok(compact) : fail(`identifiers.${rule.kind}.${result.reason}`);
  }
  return rule.format.test(compact) ? ok(compact) : fail('validation.identifier.format', { kind: rule.kind });
}

function checkDate(text: string, ctx: Context): Outcome {
  const iso = parseDate(text);
  if (iso === undefined) return fail('validation.date.format');
  const rule = ctx.field.dateRule ?? 'any';
  if (rule !== 'any' && iso > ctx.today) return fail('validation.date.future');
  if (rule === 'birth') {
    const age = wholeYearsBetween(iso, ctx.today);
    if (age < ctx.rules.minimumAge) return fail('validation.date.minAge', { min: ctx.rules.minimumAge });
    if (age > OLDEST_AGE) return fail('validation.date.maxAge', { max: OLDEST_AGE });
  }
  return ok(iso);
}

function validateValue(raw: unknown, ctx: Context): Outcome {
  const { type } = ctx.field;
  const required = ctx.definition?.required ?? false;
  if (isEmptyAnswer(raw)) return required ? fail('validation.required') : ok(undefined);

  if (type === 'checkbox' || type === 'yesNo') {
    const value = asBoolean(raw);
    if (value === undefined) return fail('validation.choice');
    // A required checkbox is a consent: unticked is not an answer.
    if (type === 'checkbox' && required && !value) return fail('validation.required.accept');
    return ok(value);
  }
  if (type === 'number' || type === 'money') {
    const decimals = type === 'money' ? 2 : (ctx.field.decimals ?? 0);
    const value = asNumber(raw, ctx.rules.decimalSeparator, decimals);
    if (value === undefined)
      return fail(type === 'money' ? 'validation.money' : 'validation.number', { decimals });
    return checkNumber(value, ctx);
  }

  const text = asText(raw);
  if (text === undefined) return fail('validation.invalid');
  switch (type) {
    case 'date':
      return checkDate(text, ctx);
    case 'select':
    case 'radio':
      return checkChoice(text, ctx);
    case 'phone':
      return checkPhone(text, ctx);
    case 'iban':
    case 'idCode':
      return checkIdentifier(text, ctx);
    case 'email':
    case 'postcode':
    case 'text':
      return checkText(text, ctx);
  }
}

export function buildFieldValidator(
  name: DataPointName,
  field: FieldSpec,
  definition: DataPointDefinition | undefined,
  rules: CountryRules,
  today: string = todayIso(),
): z.ZodType<unknown> {
  const ctx: Context = { name, field, definition, rules, today };
  return z.unknown().transform((raw, zodCtx) => {
    const outcome = validateValue(raw, ctx);
    if (outcome.ok) return outcome.value;
    zodCtx.addIssue({
      code: 'custom',
      message: outcome.message.key,
      params: outcome.message.params,
      input: raw,
    });
    return z.NEVER;
  });
}
