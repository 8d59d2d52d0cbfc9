/** What the registry holds for each data point: its field type and the options that type reads. */
import type * as z from 'zod/mini';
import type {
  ChoicesSource,
  DataPointDefinition,
  DataPointName,
  DataPointValueType,
} from '#contract/dynamic-form.ts';
import type { CountryRules, IdentifierSlot } from '#markets/country-validation.ts';
import type { PatternKind } from '#shared/lib/validation/patterns.ts';

/**
 * The field types: each is a folder of field-types/ whose module renders, converts, validates and reviews its values.
 * field-types/index.ts maps every one to its module, checked against this list (a type without a module, or a module
 * without a type, does not compile).
 */
export const FIELD_TYPES = [
  'text',
  'number',
  'money',
  'term',
  'date',
  'select',
  'radio',
  'yesNo',
  'checkbox',
  'phone',
  'email',
  'postcode',
  'iban',
  'idCode',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export type InputMode = 'text' | 'numeric' | 'decimal' | 'tel' | 'email';

/** Birth: in the past and old enough; past: not in the future; any: a real calendar date. */
export type DateRule = 'birth' | 'past' | 'any';

export interface FieldSpec {
  /** The module in field-types/ that renders, converts and validates the data point. */
  type: FieldType;
  /** The HTML autocomplete token, where the standard has one for this data point. */
  autocomplete?: string;
  inputMode?: InputMode;
  /** Default options; a data point definition's own choices replace them. */
  choices?: ChoicesSource;
  pattern?: PatternKind;
  identifier?: IdentifierSlot;
  dateRule?: DateRule;
  maxLength?: number;
  /** Decimal places a number field accepts (money always accepts 2). */
  decimals?: number;
  /** Stored uppercase (license plates are written in capitals; people type in either case). */
  uppercase?: boolean;
  /** Suggestions from a reference lookup while typing (the employer directory); free text stays allowed. */
  lookup?: 'companies';
}

export interface FieldDefinition extends FieldSpec {
  name: DataPointName;
  labelKey: `fields.${DataPointName}.label`;
  helpKey: `fields.${DataPointName}.help`;
  valueType: DataPointValueType;
  inputMode: InputMode;
  /**
   * The zod validator of one value: raw input in (strings from inputs, booleans, numbers), the submitted value out
   * (trimmed text, numbers, booleans, ISO dates, compact identifiers). Failures are custom issues whose message is an
   * i18n key and whose params hold its parameters (see validation/messages.ts).
   */
  buildValidator(
    definition: DataPointDefinition | undefined,
    rules: CountryRules,
    today?: string,
  ): z.ZodMiniType<unknown>;
}
