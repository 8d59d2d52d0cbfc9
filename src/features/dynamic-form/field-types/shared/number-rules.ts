/** The limits a number or an amount meets: the country's and the configuration's, the stricter bound winning. */
import type { NumberLimit } from '#markets/country-validation.ts';
import { message, type ValidationMessage } from '#shared/i18n/validation-message.ts';
import type { FieldContext } from '../field-type-module.ts';

export function mergedLimit(
  { name, definition, rules }: FieldContext,
  floor: number | undefined,
): NumberLimit {
  const country = rules.limits[name] ?? {};
  const min = [country.min, definition?.min, floor].filter((v): v is number => v !== undefined);
  const max = [country.max, definition?.max].filter((v): v is number => v !== undefined);
  return {
    ...(min.length ? { min: Math.max(...min) } : {}),
    ...(max.length ? { max: Math.min(...max) } : {}),
    ...(country.step !== undefined ? { step: country.step } : {}),
  };
}

/**
 * The messages a field type words its own way: a value outside both limits names both as the field shows them (an
 * amount as money, a term with its unit) rather than "enter 500 or more"; one limit alone, or the step, likewise.
 * Anything not given falls back to the plain number messages.
 */
export interface LimitMessages {
  range?: (min: number, max: number) => ValidationMessage;
  min?: (min: number) => ValidationMessage;
  max?: (max: number) => ValidationMessage;
  step?: (step: number, min: number) => ValidationMessage;
}

/** `floor` is a lower bound of the type itself, whatever the configuration says. */
export function checkLimits(
  value: number,
  context: FieldContext,
  floor?: number,
  messages: LimitMessages = {},
): ValidationMessage | undefined {
  const { min, max, step } = mergedLimit(context, floor);
  const outside = (min !== undefined && value < min) || (max !== undefined && value > max);
  if (outside && messages.range && min !== undefined && max !== undefined) return messages.range(min, max);
  if (min !== undefined && value < min) return messages.min?.(min) ?? message('validation.min', { min });
  if (max !== undefined && value > max) return messages.max?.(max) ?? message('validation.max', { max });
  if (step !== undefined && step > 0) {
    const offset = (value - (min ?? 0)) / step;
    if (Math.abs(offset - Math.round(offset)) > 1e-9)
      return messages.step?.(step, min ?? 0) ?? message('validation.step', { step });
  }
  return undefined;
}
