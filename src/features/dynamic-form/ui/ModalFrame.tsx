import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalFrameProps {
  /** The page the modal opens over: shown behind it, out of reach of focus and assistive technology. */
  backgroundTitle: string;
  /** Escape closes the modal by going back; without it Escape does nothing. */
  onEscape?: () => void;
  children: ReactNode;
}

/**
 * A modal step (spec section 2): a dialog over the previous page. Focus stays inside: Tab wraps at both ends and
 * the page behind is inert. The dialog is labelled by the step heading (`step-title`) that StepLayout renders.
 */
export function ModalFrame({ backgroundTitle, onEscape, children }: ModalFrameProps) {
  const dialogRef = useRef<HTMLDivElement>(null);

  // Focus that escapes anyway (a click on the backdrop, a script) is brought back.
  useEffect(() => {
    const bringBack = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (dialog && event.target instanceof Node && !dialog.contains(event.target)) {
        dialog.querySelector<HTMLElement>('#step-title')?.focus();
      }
    };
    document.addEventListener('focusin', bringBack);
    return () => document.removeEventListener('focusin', bringBack);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialogRef.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="modal-step">
      <div className="modal-step-background" inert aria-hidden="true">
        <p className="modal-step-background-title">{backgroundTitle}</p>
      </div>
      <div className="modal-step-backdrop" />
      <div
        ref={dialogRef}
        className="modal-step-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="step-title"
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>
  );
}
