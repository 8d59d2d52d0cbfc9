import { useEffect, useRef } from 'react';

export interface SummaryError {
  /** The id of the control to focus when the link is followed. */
  fieldId: string;
  message: string;
}

/**
 * The error summary at the top of a step (GOV.UK pattern): it takes focus when errors appear, so screen readers
 * announce them, and each link moves focus to its field.
 */
export function ErrorSummary({ title, errors }: { title: string; errors: readonly SummaryError[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const signature = errors.map((error) => `${error.fieldId}:${error.message}`).join('|');

  useEffect(() => {
    if (signature) ref.current?.focus();
  }, [signature]);

  if (errors.length === 0) return null;
  return (
    <div className="error-summary" ref={ref} tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary-title">
        {title}
      </h2>
      <ul className="error-summary-list">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => {
                const field = document.getElementById(error.fieldId);
                if (!field) return;
                event.preventDefault();
                field.focus();
                field.scrollIntoView?.({ block: 'center' });
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
