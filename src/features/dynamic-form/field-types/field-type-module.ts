/**
 * What a field type provides, in its own folder (as DEFRA's forms engine gives each component one module): the control
 * on screen, the conversion of what people type into the value submitted, the rules that value must meet, and the way
 * back from a saved value to the control. index.ts maps each type to its module.
 */
import type { TFunction } from '#shared/i18n/translator.ts';
import type { ComponentType } from 'react';
import type {
  ChoicesSource,
  DataPointDefinition,
  DataPointName,
  DataPointValueType,
} from '#contract/dynamic-form.ts';
import type { FieldDefinition, FieldSpec, InputMode } from '../field-definition.ts';
import type { CountryRules } from '#markets/country-validation.ts';
import { message, type ValidationMessage } from '#shared/i18n/validation-message.ts';

/** What one value is read and checked against. */
export interface FieldContext {
  name: DataPointName;
  field: FieldSpec;
  /** The configuration's definition: its own limits, lengths, pattern and choices narrow the registry's. */
  definition: DataPointDefinition | undefined;
  rules: CountryRules;
  /** ISO date that birth-date and past-date rules count from. */
  today: string;
}

/** What the review of the answers (app/application/review) reads a saved value with. */
export interface ReviewContext {
  rules: CountryRules;
  /** Reads the review, fields and after-offer-offers namespaces (the term's plural forms live in the latter). */
  t: TFunction;
}

export type Outcome<Value> = { ok: true; value: Value } | { ok: false; message: ValidationMessage };

export const ok = <Value>(value: Value): Outcome<Value> => ({ ok: true, value });
export const fail = (key: string, params?: Record<string, string | number>): Outcome<never> => ({
  ok: false,
  message: message(key, params),
});

/** Label, hint, error and ids, worked out once by FieldRenderer for every control. */
export interface FieldFrame {
  id: string;
  name: string;
  label: string;
  hint: string | undefined;
  error: string | undefined;
  onBlur: (() => void) | undefined;
}

export interface FieldEnvironment {
  phonePrefix: string;
}

export interface FieldViewProps {
  field: FieldDefinition;
  /** The configuration's own choices, else the registry's. */
  choices: ChoicesSource | undefined;
  frame: FieldFrame;
  value: string | boolean;
  onChange: (value: string | boolean) => void;
  environment: FieldEnvironment;
  /** Values to offer while typing (the colonias of a postal code); typing something else stays possible. */
  suggestions: readonly string[];
  /** The country's rules for the page's loan product: its limits, money format and term unit. */
  rules: CountryRules;
}

/**
 * Value is what toSubmitted produces and validate reads. The members are methods so that the map can hold modules of
 * different value types (method parameters are compared both ways); field-validator.ts only ever passes a module's
 * own toSubmitted output to its validate.
 */
export interface FieldTypeModule<Value = unknown> {
  /** The JSON type submitted; configurations' type hints must agree. */
  valueType: DataPointValueType;
  /** The on-screen keyboard, unless the registry entry names one. */
  inputMode(field: FieldSpec): InputMode;
  View: ComponentType<FieldViewProps>;
  /** A `fields` text shown under every field of this type, after its help. */
  hintKey?: string;
  /** The params of that text where it depends on the market (a date's order, separator and example). */
  hintParams?(rules: CountryRules): Record<string, string>;
  /**
   * The i18n context of the label and help, where they depend on the market (a term in days or months:
   * `fields.period.help_days`); the plain key is the fallback.
   */
  textContext?(rules: CountryRules): string;
  /** False where the label is the answer itself (a checkbox): "(optional)" would read as part of it. */
  marksOptional?: boolean;
  /** Conversion of a non-empty raw input (text from inputs, a boolean, a number) into the value submitted. */
  toSubmitted(raw: unknown, context: FieldContext): Outcome<Value>;
  /** The first rule the converted value breaks; undefined when it meets them all. */
  validate(value: Value, context: FieldContext): ValidationMessage | undefined;
  /**
   * Readies what validate will run, while the page is idle (ui/validation-warm-up.ts): work that would otherwise
   * fall on the applicant's first press of Next (a text pattern's first run compiles it).
   */
  prepare?(context: FieldContext): void;
  /** A saved answer (a submitted value, or a draft's input) as the control shows it. */
  toInput(saved: unknown, rules: CountryRules): string | boolean;
  /**
   * A saved answer as the review of the answers shows it, in the applicant's language and the country's formats
   * (money with its currency, a date spelt out, yes or no); undefined where the control's own text (toInput) reads
   * right, as for text, or where the saved value is not this type's (a draft's raw input).
   */
  reviewText?(saved: unknown, context: ReviewContext): string | undefined;
  /**
   * A slower check of the typed input, run once the page's schema passes (a library loaded on first use): the
   * message key of the failure, or undefined.
   */
  deferredCheck?(input: string, country: string): Promise<string | undefined>;
}
