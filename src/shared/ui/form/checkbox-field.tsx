import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { errorId, hintId } from './field.tsx';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  id: string;
  /** The label may hold a link (a policy text). */
  label: ReactNode;
  hint?: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** One checkbox with its label beside it: consents and policies. */
export function CheckboxField({ id, label, hint, error, ref, ...input }: CheckboxFieldProps) {
  const describedBy = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ');
  return (
    <div className={error ? 'field field--error' : 'field'}>
      {error && (
        <p className="field-error" id={errorId(id)}>
          {error}
        </p>
      )}
      <div className="choice">
        <input
          ref={ref}
          type="checkbox"
          id={id}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          {...input}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {hint && (
        <p className="field-hint" id={hintId(id)}>
          {hint}
        </p>
      )}
    </div>
  );
}
