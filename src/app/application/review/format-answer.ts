/**
 * One answer as the review shows it, in the applicant's language and the country's formats: money with its
 * currency, a date spelt the country's way, a choice by its translated label, yes or no translated, an identifier
 * masked but for its last four characters, anything else as the form's control shows it.
 */
import type { TFunction } from 'i18next';
import type { DataPointDefinition } from '../../../../contract/dynamic-form';
import type { FieldDefinition } from '../../../features/dynamic-form/field-definition';
import { fieldTypeModule } from '../../../features/dynamic-form/field-types';
import type { CountryRules } from '../../../markets/country-validation';
import { formatMoney } from '../../../shared/lib/money';
import { isNeverStored } from '../../../../contract/identifiers';
import { isUnanswered, maskIdentifier } from './review-answers';

export type AnswerText = { kind: 'text'; text: string } | { kind: 'masked'; hidden: string; shown: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const text = (value: string): AnswerText => ({ kind: 'text', text: value });

function asBoolean(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

function formatDay(iso: string, intlLocale: string): string {
  // Noon UTC read in UTC: the calendar day the applicant gave, whatever the browser's time zone.
  return new Intl.DateTimeFormat(intlLocale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));
}

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
  if (field.type === 'checkbox' || field.type === 'yesNo' || typeof value === 'boolean') {
    const yes = asBoolean(value);
    if (yes !== undefined) return text(t(yes ? 'review:yes' : 'review:no'));
  }
  if (field.type === 'money' && typeof value === 'number')
    return text(formatMoney(value, rules.money.intlLocale, rules.money.currency));
  if (field.type === 'term' && typeof value === 'number')
    return text(t(`after-offer-offers:terms.periodValue.${rules.termUnit}`, { count: value }));
  if (field.type === 'date' && typeof value === 'string' && ISO_DATE.test(value))
    return text(formatDay(value, rules.money.intlLocale));
  const choices = definition?.choices ?? field.choices;
  if (Array.isArray(choices) && typeof value === 'string' && choices.includes(value))
    return text(t(`fields:fields.${field.name}.choices.${value}`));
  const shown = fieldTypeModule(field.type).toInput(value, rules);
  return text(typeof shown === 'string' ? shown : String(value));
}
