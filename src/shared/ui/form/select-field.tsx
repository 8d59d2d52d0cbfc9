import type { Ref, SelectHTMLAttributes } from 'react';
import { Field } from './field.tsx';

export interface Choice {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  choices: readonly Choice[];
  /** The empty first option ("Choose..."), so nothing is picked for the applicant. */
  placeholder: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  id,
  label,
  hint,
  error,
  choices,
  placeholder,
  ref,
  ...select
}: SelectFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <select ref={ref} {...select} {...control}>
          <option value="">{placeholder}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
