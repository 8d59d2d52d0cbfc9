import './form.css';
import type { ReactNode } from 'react';

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  /** The message shown at the field; the same text appears in the error summary. */
  error?: string;
  /** Radio and checkbox groups are labelled by a legend instead of a label. */
  asGroup?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/**
 * One way to lay out every field: label, hint, error, control. The control gets aria-describedby pointing at
 * the hint and the error, and aria-invalid while there is an error.
 */
export function Field({ id, label, hint, error, asGroup = false, children }: FieldProps) {
  const describedBy = [hint ? hintId(id) : null, error ? errorId(id) : null].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
  };
  const hintNode = hint ? (
    <p className="field-hint" id={hintId(id)}>
      {hint}
    </p>
  ) : null;
  const errorNode = error ? (
    <p className="field-error" id={errorId(id)}>
      {error}
    </p>
  ) : null;

  if (asGroup) {
    return (
      <fieldset
        className={error ? 'field field--error' : 'field'}
        aria-describedby={describedBy || undefined}
      >
        <legend className="field-label">{label}</legend>
        {hintNode}
        {errorNode}
        {children(control)}
      </fieldset>
    );
  }
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {hintNode}
      {errorNode}
      {children(control)}
    </div>
  );
}
