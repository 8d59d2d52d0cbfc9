import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './modal-frame.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const isRadio = (element: Element): element is HTMLInputElement =>
  element instanceof HTMLInputElement && element.type === 'radio' && element.name !== '';

/**
 * The places Tab stops at, in order. A radio group is one stop, as browsers make it: the focused radio when focus is
 * in the group, else the checked one; an unchecked group keeps all its radios (Tab enters it at either end).
 */
function tabStops(container: HTMLElement, active: Element | null): HTMLElement[] {
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const activeGroup = active && isRadio(active) ? active.name : undefined;
  const checkedGroups = new Set(
    focusable
      .filter(isRadio)
      .filter((radio) => radio.checked)
      .map((radio) => radio.name),
  );
  return focusable.filter((element) => {
    if (!isRadio(element) || element === active) return true;
    if (element.name === activeGroup) return false;
    return !checkedGroups.has(element.name) || element.checked;
  });
}

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
    const focusable = tabStops(dialogRef.current, document.activeElement);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    // -1 when focus is on something outside the tab order, such as the focused step heading.
    const index = focusable.indexOf(document.activeElement as HTMLElement);
    if (event.shiftKey && index <= 0) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && index === focusable.length - 1) {
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
