/**
 * A phone number of the country, submitted as its national digits; once those pass, libphonenumber-js (loaded on
 * first use) parses it for real.
 */
import { parsePhone } from '#shared/lib/phone.ts';
import { message } from '#shared/i18n/validation-message.ts';
import { fail, ok, type FieldContext, type FieldTypeModule } from '../field-type-module.ts';
import { asText } from '../shared/read-input.ts';
import { savedAsText } from '../shared/saved-input.ts';
import { PhoneView } from './phone-view.tsx';

/**
 * People write the country prefix in any of its forms (+52, 0052, 52), or the trunk 0 they dial at home (Romania's
 * 0712 345 678); the lead carries the national digits without either.
 */
function readNationalDigits(raw: unknown, { rules }: FieldContext) {
  const text = asText(raw);
  if (text === undefined) return fail('validation.invalid');
  const { prefix, nationalDigits, trunkPrefix } = rules.phone;
  let digits = text.replace(/[\s().-]/g, '');
  const prefixDigits = prefix.replace('+', '');
  if (digits.startsWith(prefix)) digits = digits.slice(prefix.length);
  else if (digits.startsWith(`00${prefixDigits}`)) digits = digits.slice(prefixDigits.length + 2);
  else if (digits.length > nationalDigits.max && digits.startsWith(prefixDigits)) {
    digits = digits.slice(prefixDigits.length);
  } else if (trunkPrefix && digits.startsWith(trunkPrefix)) digits = digits.slice(trunkPrefix.length);
  return /^\d+$/.test(digits) ? ok(digits) : fail('validation.phone.format');
}

export const phoneFieldType: FieldTypeModule<string> = {
  valueType: 'string',
  inputMode: () => 'tel',
  View: PhoneView,
  toSubmitted: readNationalDigits,
  validate: (digits, { rules }) => {
    const { min, max } = rules.phone.nationalDigits;
    if (digits.length >= min && digits.length <= max) return undefined;
    return message('validation.phone.length', { min, max });
  },
  toInput: savedAsText,
  // The spec's error code as a message key (validation.phone.NOT_A_NUMBER ...).
  deferredCheck: async (input, country) => {
    const result = await parsePhone(input, country);
    return result.ok ? undefined : `validation.phone.${result.error}`;
  },
};
