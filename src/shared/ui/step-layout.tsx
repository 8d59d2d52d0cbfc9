import './form/form.css';
import { useEffect, useRef, type FormEventHandler, type ReactNode } from 'react';

export interface StepLayoutProps {
  title: string;
  /** "Step 3 of 12": shown as text and as a bar; the text is what assistive technology reads. */
  progress?: { current: number; total: number; label: string };
  intro?: ReactNode;
  /** The error summary goes above the form; when it has errors it takes focus instead of the heading. */
  errorSummary?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** Shown while a step is being sent: the button stays focusable and says what is happening. */
  busyLabel?: string;
  busy?: boolean;
  back?: { label: string; onClick: () => void };
  children: ReactNode;
}

/**
 * One step of the funnel: heading (focused when the step appears, so screen readers announce the change),
 * progress, the form and a sticky action bar within thumb reach on phones.
 */
export function StepLayout(props: StepLayoutProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // An error summary shown with the step has already taken focus (its effect runs first): leave it there.
    if (summaryRef.current?.contains(document.activeElement)) return;
    // A prerendered step (issue 16) can be typed into before it hydrates: the field being typed in keeps the focus.
    if (formRef.current?.contains(document.activeElement)) return;
    headingRef.current?.focus();
  }, [props.title]);

  return (
    <section className="step" aria-labelledby="step-title">
      {props.progress && (
        <div className="step-progress">
          <p className="step-progress-label">{props.progress.label}</p>
          {/* A <progress> rather than a bar sized by a style attribute: the prerendered first step (issue 16) is
              served under a CSP that refuses inline style attributes, and hydration does not patch attributes. */}
          <progress
            className="step-progress-bar"
            aria-hidden="true"
            value={props.progress.current}
            max={props.progress.total}
          />
        </div>
      )}
      <h1 id="step-title" ref={headingRef} tabIndex={-1}>
        {props.title}
      </h1>
      {props.intro}
      <div ref={summaryRef}>{props.errorSummary}</div>
      {/* A dialog form outside a dialog is never sent by the browser itself: a press before the app has the step
          (issue 27), or with scripts blocked, sends the answers nowhere, neither in the address nor to the static host.
          The app sends them; the head's early-press guard holds such a press until it can. */}
      <form ref={formRef} method="dialog" noValidate onSubmit={props.onSubmit}>
        {props.children}
        <div className="step-actions">
          {props.back && (
            <button type="button" className="button button--secondary" onClick={props.back.onClick}>
              {props.back.label}
            </button>
          )}
          <button type="submit" className="button" aria-disabled={props.busy || undefined}>
            {props.busy && props.busyLabel ? props.busyLabel : props.submitLabel}
          </button>
        </div>
      </form>
    </section>
  );
}
