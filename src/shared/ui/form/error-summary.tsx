import { useLayoutEffect, useRef } from 'react';

export interface SummaryError {
  /** The id of the control to focus when the link is followed; without one (an error of the whole step) no link. */
  fieldId?: string;
  message: string;
}

export interface ErrorSummaryProps {
  title: string;
  errors: readonly SummaryError[];
  /**
   * When given, the summary takes focus only when this changes (each submit), not whenever the list changes: a list
   * that shrinks as the applicant fixes fields must not pull focus away from the field being typed in.
   */
  focusKey?: string | number;
}

/** Brings the summary into view when focusing it did not (a long step, Next pressed at its bottom). */
function scrollIntoViewIfHidden(summary: HTMLElement): void {
  const box = summary.getBoundingClientRect();
  if (box.top >= 0 && box.bottom <= window.innerHeight) return;
  // scrollIntoView is missing from some DOM implementations (jsdom): the focus is what matters there.
  summary.scrollIntoView?.({ block: 'start' });
}

/**
 * The error summary at the top of a step (GOV.UK pattern): it takes focus when errors appear, so screen readers
 * announce them, and each link moves focus to its field.
 */
export function ErrorSummary({ title, errors, focusKey }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const signature = errors.map((error) => `${error.fieldId ?? ''}:${error.message}`).join('|');
  const trigger = focusKey ?? signature;
  const hasErrors = errors.length > 0;

  // A layout effect: focus moves in the same commit that shows the summary, before anything else can react.
  useLayoutEffect(() => {
    const summary = ref.current;
    if (!hasErrors || !summary) return;
    // preventScroll: a scrolling focus() also lays the page out there and then, inside the press on Next; the scroll
    // waits for the frame's own layout instead. The focus still costs a style pass (13 to 20 ms of the press at 4x,
    // docs/performance.md), which the frame needs anyway.
    summary.focus({ preventScroll: true });
    const frame = requestAnimationFrame(() => scrollIntoViewIfHidden(summary));
    return () => cancelAnimationFrame(frame);
    // Focus follows the trigger only; hasErrors is read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trigger]);

  if (errors.length === 0) return null;
  return (
    <div className="error-summary" ref={ref} tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary-title">
        {title}
      </h2>
      <ul className="error-summary-list">
        {errors.map((error, index) => (
          <li key={`${error.fieldId ?? ''}-${index}`}>
            {error.fieldId === undefined ? (
              error.message
            ) : (
              <a
                href={`#${error.fieldId}`}
                onClick={(event) => {
                  const field = document.getElementById(error.fieldId ?? '');
                  if (!field) return;
                  event.preventDefault();
                  field.focus();
                  field.scrollIntoView?.({ block: 'center' });
                }}
              >
                {error.message}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
