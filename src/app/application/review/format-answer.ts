/**
 * One answer as the review shows it, in the applicant's language and the country's formats: an identifier masked but
 * for its last four characters, the field type's own review text (money with its currency, a date spelt out, yes or
 * no: each type's module in features/dynamic-form/field-types/), a choice by its translated label, anything else as
 * the form's control shows it.
 */
import type { TFunction } from '#shared/i18n/translator.ts';
import type { DataPointDefinition } from '#contract/dynamic-form.ts';
import type { FieldDefinition } from '#features/dynamic-form/field-definition.ts';
import { fieldTypeModule } from '#features/dynamic-form/field-types/index.ts';
import { yesNoText } from '#features/dynamic-form/field-types/shared/review-text.ts';
import type { CountryRules } from '#markets/country-validation.ts';
import { isNeverStored } from '#contract/identifiers.ts';
import { isUnanswered, maskIdentifier } from './review-answers.ts';

export type AnswerText = { kind: 'text'; text: string } | { kind: 'masked'; hidden: string; shown: string };

const text = (value: string): AnswerText => ({ kind: 'text', text: value });

/** `t` reads the review, fields and after-offer-offers namespaces (the term's plural forms live in the latter). */
export function formatAnswer(
  field: FieldDefinition,
  definition: DataPointDefinition | undefined,
  value: unknown,
  rules: CountryRules,
  t: TFunction,
): AnswerText {
  // Sent with its page but not kept in the browser (a reload since): the lender has it.
  if (isUnanswered(value) && isNeverStored(field.name)) return text(t('review:sentNotKept'));
  if (isUnanswered(value)) return text(t('review:notGiven'));
  if (field.identifier !== undefined && typeof value === 'string')
    return { kind: 'masked', ...maskIdentifier(value) };
  // The type's own review text (money with its currency, a date spelt out, yes or no): field-types/<type>/.
  // A boolean kept by a field of another type (a configuration's own choice) reads as yes or no all the same.
  const module = fieldTypeModule(field.type);
  const context = { rules, t };
  const own =
    module.reviewText?.(value, context) ??
    (typeof value === 'boolean' ? yesNoText(value, context) : undefined);
  if (own !== undefined) return text(own);
  const choices = definition?.choices ?? field.choices;
  if (Array.isArray(choices) && typeof value === 'string' && choices.includes(value))
    return text(t(`fields:fields.${field.name}.choices.${value}`));
  const shown = module.toInput(value, rules);
  return text(typeof shown === 'string' ? shown : String(value));
}
