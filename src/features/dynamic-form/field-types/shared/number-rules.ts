/** The limits a number or an amount meets: the country's and the configuration's, the stricter bound winning. */
import type { NumberLimit } from '../../../../markets/country-validation.ts';
import { message, type ValidationMessage } from '../../../../shared/i18n/validation-message.ts';
import type { FieldContext } from '../field-type-module.ts';

function mergedLimit({ name, definition, rules }: FieldContext, floor: number | undefined): NumberLimit {
  const country = rules.limits[name] ?? {};
  const min = [country.min, definition?.min, floor].filter((v): v is number => v !== undefined);
  const max = [country.max, definition?.max].filter((v): v is number => v !== undefined);
  return {
    ...(min.length ? { min: Math.max(...min) } : {}),
    ...(max.length ? { max: Math.min(...max) } : {}),
    ...(country.step !== undefined ? { step: country.step } : {}),
  };
}

/** `floor` is a lower bound of the type itself, whatever the configuration says. */
export function checkLimits(
  value: number,
  context: FieldContext,
  floor?: number,
): ValidationMessage | undefined {
  const { min, max, step } = mergedLimit(context, floor);
  if (min !== undefined && value < min) return message('validation.min', { min });
  if (max !== undefined && value > max) return message('validation.max', { max });
  if (step !== undefined && step > 0) {
    const offset = (value - (min ?? 0)) / step;
    if (Math.abs(offset - Math.round(offset)) > 1e-9) return message('validation.step', { step });
  }
  return undefined;
}
