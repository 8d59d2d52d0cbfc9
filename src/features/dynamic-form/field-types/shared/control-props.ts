/** The props most views hand to the shared form components. */
import type { ChangeEvent } from 'react';
import type { TFunction } from '#shared/i18n/translator.ts';
import type { DataPointName } from '#contract/dynamic-form.ts';
import type { Choice } from '#shared/ui/form/select-field.tsx';
import type { TextFieldProps } from '#shared/ui/form/text-field.tsx';
import type { FieldViewProps } from '../field-type-module.ts';

/** Frame, value as text, and a change handler that reports the text typed or chosen. */
export function controlProps({ frame, value, onChange }: FieldViewProps) {
  return {
    ...frame,
    value: typeof value === 'string' ? value : '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(event.target.value),
  };
}

export function textInputProps(props: FieldViewProps): TextFieldProps {
  const { field } = props;
  return {
    ...controlProps(props),
    inputMode: field.inputMode,
    ...(field.autocomplete ? { autoComplete: field.autocomplete } : {}),
  };
}

/** Codes and account numbers: no autocorrect, capitals on phone keyboards. */
export const CODE_INPUT = { spellCheck: false, autoCapitalize: 'characters', autoCorrect: 'off' } as const;

/** A configuration's or the registry's own options, labelled `fields.<name>.choices.<value>`. */
export const labelledChoices = (t: TFunction, name: DataPointName, values: readonly string[]): Choice[] =>
  values.map((choice) => ({ value: choice, label: t(`fields.${name}.choices.${choice}`) }));
