/** A calendar date typed as the country writes it (07/03/1990, 07.03.1990, 03/07/1990), submitted as ISO; see dates.ts. */
import { formatDateIn, parseDate, wholeYearsBetween } from '#shared/lib/dates.ts';
import { dateFormatParams } from '#shared/i18n/date-format-params.ts';
import { message } from '#shared/i18n/validation-message.ts';
import { fail, ok, type FieldContext, type FieldTypeModule } from '../field-type-module.ts';
import { asText } from '../shared/read-input.ts';
import { savedAsText } from '../shared/saved-input.ts';
import { PlainTextView } from '../shared/text-views.tsx';

const OLDEST_AGE = 120;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function validateDate(iso: string, { field, rules, today }: FieldContext) {
  const rule = field.dateRule ?? 'any';
  if (rule !== 'any' && iso > today) return message('validation.date.future');
  if (rule !== 'birth') return undefined;
  const age = wholeYearsBetween(iso, today);
  if (age < rules.minimumAge) return message('validation.date.minAge', { min: rules.minimumAge });
  if (age > OLDEST_AGE) return message('validation.date.maxAge', { max: OLDEST_AGE });
  return undefined;
}

/** The day in words, as the country writes it; noon UTC read in UTC, the calendar day whatever the time zone. */
function formatDay(iso: string, intlLocale: string): string {
  return new Intl.DateTimeFormat(intlLocale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));
}

export const dateFieldType: FieldTypeModule<string> = {
  valueType: 'date',
  // Text: numeric keypads have no "/".
  inputMode: () => 'text',
  View: PlainTextView,
  hintKey: 'form.dateFormat',
  hintParams: (rules) => dateFormatParams(rules.dateStyle),
  toSubmitted: (raw, { rules }) => {
    const text = asText(raw);
    if (text === undefined) return fail('validation.invalid');
    const iso = parseDate(text, rules.dateStyle);
    return iso === undefined ? fail('validation.date.format', dateFormatParams(rules.dateStyle)) : ok(iso);
  },
  validate: validateDate,
  toInput: (saved, rules) =>
    typeof saved === 'string' && ISO_DATE.test(saved)
      ? formatDateIn(saved, rules.dateStyle)
      : savedAsText(saved, rules),
  // Spelt out ("7 de marzo de 1990"): a review reads the day, not a string of digits to decode.
  reviewText: (saved, { rules }) =>
    typeof saved === 'string' && ISO_DATE.test(saved) ? formatDay(saved, rules.money.intlLocale) : undefined,
};
