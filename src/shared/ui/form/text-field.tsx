import type { InputHTMLAttributes, Ref } from 'react';
import { Field } from './field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** Shown before the input, e.g. the currency symbol or the phone prefix. */
  prefix?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Text-like inputs: text, email, tel, numbers typed as text (inputMode), postcodes, ids, money. */
export function TextField({ id, label, hint, error, prefix, ref, type = 'text', ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) =>
        prefix ? (
          <div className="input-with-prefix">
            <span className="input-prefix" aria-hidden="true">
              {prefix}
            </span>
            <input ref={ref} type={type} {...input} {...control} />
          </div>
        ) : (
          <input ref={ref} type={type} {...input} {...control} />
        )
      }
    </Field>
  );
}
