/**
 * Every field type and the module that renders, converts and validates it (field-type-module.ts says what a module
 * provides). A new type is a name in FIELD_TYPES (../field-definition.ts), a folder here and a line below; the
 * registry's entries name their type by its key.
 */
import { checkboxFieldType } from './checkbox/index.ts';
import { dateFieldType } from './date/index.ts';
import { emailFieldType } from './email/index.ts';
import type { FieldTypeModule } from './field-type-module.ts';
import type { FieldType } from '../field-definition.ts';
import { ibanFieldType } from './iban/index.ts';
import { idCodeFieldType } from './id-code/index.ts';
import { moneyFieldType } from './money/index.ts';
import { numberFieldType } from './number/index.ts';
import { phoneFieldType } from './phone/index.ts';
import { postcodeFieldType } from './postcode/index.ts';
import { radioFieldType } from './radio/index.ts';
import { selectFieldType } from './select/index.ts';
import { termFieldType } from './term/index.ts';
import { textFieldType } from './text/index.ts';
import { yesNoFieldType } from './yes-no/index.ts';

export const FIELD_TYPE_MODULES = {
  text: textFieldType,
  number: numberFieldType,
  money: moneyFieldType,
  term: termFieldType,
  date: dateFieldType,
  select: selectFieldType,
  radio: radioFieldType,
  yesNo: yesNoFieldType,
  checkbox: checkboxFieldType,
  phone: phoneFieldType,
  email: emailFieldType,
  postcode: postcodeFieldType,
  iban: ibanFieldType,
  idCode: idCodeFieldType,
} satisfies Record<FieldType, FieldTypeModule>;

export { FIELD_TYPES, type FieldType } from '../field-definition.ts';

/** One module, its value type left open: callers only hand a module's toSubmitted output back to its own validate. */
export function fieldTypeModule(type: FieldType): FieldTypeModule {
  return FIELD_TYPE_MODULES[type];
}
