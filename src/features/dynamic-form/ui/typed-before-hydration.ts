/**
 * What the applicant typed into the prerendered first step before it hydrated (issue 16): each field's control is
 * found by its id, and a value that differs from the markup's default is what they typed. Text, selects and
 * checkboxes give their input value (the form's StepValues); a control left as prerendered gives nothing.
 */
import type { StepValues } from './input-values.ts';

export interface FieldControl {
  /** The form's key for the field (field-keys.ts). */
  key: string;
  /** The control's element id. */
  id: string;
}

function typedValue(element: Element | null): string | boolean | undefined {
  if (element instanceof HTMLInputElement) {
    if (element.type === 'checkbox')
      return element.checked === element.defaultChecked ? undefined : element.checked;
    if (element.type === 'radio') return undefined;
    return element.value === element.defaultValue ? undefined : element.value;
  }
  if (element instanceof HTMLTextAreaElement)
    return element.value === element.defaultValue ? undefined : element.value;
  if (element instanceof HTMLSelectElement) {
    const chosen = element.selectedOptions[0];
    return chosen && !chosen.defaultSelected ? element.value : undefined;
  }
  // A radio group: the checked radio inside it, when it is not the prerendered one.
  const checked = element?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
  return checked && !checked.defaultChecked ? checked.value : undefined;
}

export function typedBeforeHydration(controls: readonly FieldControl[], document: Document): StepValues {
  const typed: StepValues = {};
  for (const control of controls) {
    const value = typedValue(document.getElementById(control.id));
    if (value !== undefined) typed[control.key] = value;
  }
  return typed;
}
