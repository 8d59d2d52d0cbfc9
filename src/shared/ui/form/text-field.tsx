import type { InputHTMLAttributes, Ref } from 'react';
import { Field } from './field.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** Shown before the input, e.g. the currency symbol or the phone prefix. */
  prefix?: string;
  /** Shown after the input, e.g. the currency where the country writes it after the amount, or a unit. */
  suffix?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Text-like inputs: text, email, tel, numbers typed as text (inputMode), postcodes, ids, money. */
export function TextField({
  id,
  label,
  hint,
  error,
  prefix,
  suffix,
  ref,
  type = 'text',
  ...input
}: TextFieldProps) {
  // The affixes are aria-hidden: the label or the hint says the currency or unit in words.
  const affixClass = [prefix ? 'input-with-prefix' : '', suffix ? 'input-with-suffix' : ''].join(' ').trim();
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) =>
        affixClass ? (
          <div className={affixClass}>
            {prefix ? (
              <span className="input-prefix" aria-hidden="true">
                {prefix}
              </span>
            ) : null}
            <input ref={ref} type={type} {...input} {...control} />
            {suffix ? (
              <span className="input-suffix" aria-hidden="true">
                {suffix}
              </span>
            ) : null}
          </div>
        ) : (
          <input ref={ref} type={type} {...input} {...control} />
        )
      }
    </Field>
  );
}
