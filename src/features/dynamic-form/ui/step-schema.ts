/** One zod object per page, built from the registry's field validators, for react-hook-form's zodResolver. */
import * as z from 'zod/mini';
import type { DataPointDefinition } from '#contract/dynamic-form.ts';
import { FIELD_REGISTRY } from '../field-registry.ts';
import type { CountryRules, IdentifierRule } from '#markets/country-validation.ts';
import { issueMessage } from '#shared/i18n/validation-message.ts';
import { encodeMessage } from '#shared/i18n/encoded-message.ts';
import { fieldKey } from './field-keys.ts';

/** Re-raises a field validator's issues with params folded into the message (see encoded-message.ts). */
function fieldSchema(dataPoint: DataPointDefinition, rules: CountryRules, today?: string) {
  const validator = FIELD_REGISTRY[dataPoint.name].buildValidator(dataPoint, rules, today);
  return z.pipe(
    z.unknown(),
    z.transform((raw, payload) => {
      const result = validator.safeParse(raw);
      if (result.success) return result.data;
      for (const issue of result.error.issues) {
        payload.issues.push({ code: 'custom', message: encodeMessage(issueMessage(issue)), input: raw });
      }
      return z.NEVER;
    }),
  );
}

/**
 * A missing key reads as an empty answer: zod 4 would otherwise reject a missing key whose output is undefined
 * (an optional answer left empty) instead of letting the field's own validator decide.
 */
function withEveryKey(keys: readonly string[]) {
  return (input: unknown) => {
    if (typeof input !== 'object' || input === null) return input;
    const filled: Record<string, unknown> = { ...input };
    for (const key of keys) if (!(key in filled)) filled[key] = '';
    return filled;
  };
}

const PERSONAL_CODE = fieldKey('personalDetails.personalCode');
const BIRTH_DATE = fieldKey('personalDetails.dateOfBirth');
const GENDER = fieldKey('personalDetails.gender');

/**
 * A personal code that encodes its holder's birth date and sex (CURP, PESEL, CNP, CCCD: the country's rule says) must
 * agree with them when the same page asks for all three (issues 7 and 13). Runs only once each field is valid on its
 * own, so the applicant sees one message per field at a time.
 */
function checkPersonalCodeMatchesApplicant(
  kind: string,
  checkApplicant: NonNullable<IdentifierRule['checkApplicant']>,
) {
  return (values: Record<string, unknown>, ctx: z.core.$RefinementCtx) => {
    const code = values[PERSONAL_CODE];
    const birthDate = values[BIRTH_DATE];
    const sex = values[GENDER];
    if (typeof code !== 'string' || typeof birthDate !== 'string') return;
    if (sex !== 'female' && sex !== 'male') return;
    const check = checkApplicant(code, { birthDate, sex });
    if (check.consistent) return;
    for (const mismatch of check.mismatches) {
      ctx.addIssue({
        code: 'custom',
        path: [PERSONAL_CODE],
        message: encodeMessage({ key: `identifiers.${kind}.${mismatch}` }),
      });
    }
  };
}

type StepInput = Record<string, unknown>;
type StepOutput = Record<string, unknown>;

/**
 * The schema of a page's data points (pass only the relevant ones: a page's `dataPoints` already are). Keys are the
 * flat field keys of field-keys.ts; the output holds the submitted values (trimmed text, numbers, booleans, ISO
 * dates, compact identifiers), and an optional data point left empty comes out as undefined.
 */
export function buildStepSchema(
  page: { dataPoints: readonly DataPointDefinition[] },
  rules: CountryRules,
  today?: string,
) {
  const shape: Record<string, z.ZodMiniType<unknown>> = {};
  for (const dataPoint of page.dataPoints)
    shape[fieldKey(dataPoint.name)] = fieldSchema(dataPoint, rules, today);
  const schema = z.pipe(z.transform(withEveryKey(Object.keys(shape))), z.object(shape));
  const rule = rules.identifiers.personalCode;
  const crossChecked =
    rule?.checkApplicant && [PERSONAL_CODE, BIRTH_DATE, GENDER].every((key) => key in shape)
      ? schema.check(z.superRefine(checkPersonalCodeMatchesApplicant(rule.kind, rule.checkApplicant)))
      : schema;
  // The input is an object of any values: typed so, resolvers (zodResolver) accept it as form values.
  return crossChecked as z.ZodMiniType<StepOutput, StepInput>;
}
