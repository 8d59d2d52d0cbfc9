import type { InputHTMLAttributes, Ref } from 'react';
import { Field } from './field.tsx';
import type { Choice } from './select-field.tsx';

export interface ChoiceGroupFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  choices: readonly Choice[];
  /** The chosen value, for a controlled group; leave it out to let the radios keep their own state. */
  value?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Radio buttons in a fieldset (also yes/no questions). The first radio carries the field id, so the error
 * summary's link lands on the group; arrow keys move between options as browsers do for radios.
 */
export function ChoiceGroupField({
  id,
  label,
  hint,
  error,
  choices,
  value,
  ref,
  ...input
}: ChoiceGroupFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} asGroup>
      {(control) => (
        <div className="choice-list">
          {choices.map((choice, index) => {
            const optionId = index === 0 ? id : `${id}-${index}`;
            return (
              <div className="choice" key={choice.value}>
                <input
                  ref={ref}
                  type="radio"
                  {...input}
                  value={choice.value}
                  {...(value === undefined ? {} : { checked: value === choice.value })}
                  id={optionId}
                  aria-invalid={control['aria-invalid']}
                />
                <label htmlFor={optionId}>{choice.label}</label>
              </div>
            );
          })}
        </div>
      )}
    </Field>
  );
}
