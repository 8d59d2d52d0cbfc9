/**
 * The form of one after-offer step: react-hook-form with a zod schema, messages as i18n keys (the `validation`
 * namespace or the step's own), and what the applicant types kept as a draft in the session's lead state, so a
 * reload, a timeout or a 5xx loses nothing. Secrets (passwords, one-time codes) are never put in a draft.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import type { FieldError } from '../../shared/api/api-error';
import { createDraftSaver } from '../../shared/lib/draft-saver';
import { useProgressStoreApi } from '../funnel/progress-store-context';

export interface AfterOfferFormOptions<Input extends FieldValues> {
  /** The step's route: its draft is stored under it. */
  draftKey: string;
  schema: z.ZodType<FieldValues, Input>;
  defaults: Input;
  /** Fields never written to storage (passwords, codes). */
  privateFields?: readonly (keyof Input & string)[];
}

/** The control id of a field (dots and array indexes become dashes): labels, error links and tests use it. */
export const fieldIdOf = (name: string) => `step-${name.replace(/\./g, '-')}`;

/** Keeps from a stored draft only the values whose type matches the form's defaults: storage is never trusted. */
export function draftValues<Input extends FieldValues>(defaults: Input, draft: unknown): Partial<Input> {
  if (typeof draft !== 'object' || draft === null) return {};
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(draft as Record<string, unknown>)) {
    if (!(key in defaults)) continue;
    const expected: unknown = defaults[key];
    const sameKind = Array.isArray(expected) ? Array.isArray(value) : typeof value === typeof expected;
    if (sameKind) kept[key] = value;
  }
  return kept as Partial<Input>;
}

export function useAfterOfferForm<Input extends FieldValues>(
  options: AfterOfferFormOptions<Input>,
): UseFormReturn<Input, unknown, FieldValues> {
  const { draftKey, schema, defaults, privateFields = [] } = options;
  const store = useProgressStoreApi();
  const [defaultValues] = useState(() => ({
    ...defaults,
    ...draftValues(defaults, store.getState().readDraft(draftKey)),
  }));
  const form = useForm<Input, unknown, FieldValues>({
    // The schema's input type is the form's values; zodResolver types them from the schema, which is the same shape.
    resolver: zodResolver(schema) as unknown as Resolver<Input, unknown, FieldValues>,
    defaultValues: defaultValues as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The error summary takes focus and links to each field.
    shouldFocusError: false,
  });

  const privateKey = privateFields.join('|');
  useEffect(() => {
    const hidden = new Set(privateKey.split('|'));
    const drafts = createDraftSaver<FieldValues>((values) => {
      const kept = Object.fromEntries(Object.entries(values).filter(([key]) => !hidden.has(key)));
      store.getState().saveDraft(draftKey, kept);
    });
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ values }) => drafts.schedule(values),
    });
    return () => {
      unsubscribe();
      drafts.dispose();
    };
  }, [form, store, draftKey, privateKey]);

  return form;
}

/**
 * Puts the server's field errors on the form's fields (the server names them as the request body does, dotted);
 * returns the messages of those no field shows, for the error summary.
 */
export function applyServerErrors<Input extends FieldValues>(
  form: UseFormReturn<Input, unknown, FieldValues>,
  errors: readonly FieldError[],
  fieldOf: (serverName: string) => string | undefined = (name) => name,
): string[] {
  const values = form.getValues() as Record<string, unknown>;
  const general: string[] = [];
  for (const error of errors) {
    const name = fieldOf(error.fieldName);
    if (name !== undefined && hasPath(values, name)) {
      form.setError(name as never, { type: 'server', message: error.message });
    } else {
      general.push(error.message);
    }
  }
  return general;
}

function hasPath(values: Record<string, unknown>, path: string): boolean {
  let current: unknown = values;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null || !(part in current)) return false;
    current = (current as Record<string, unknown>)[part];
  }
  return true;
}

/** Every error of a form, flattened to dotted paths in the order the fields were registered. */
export function flattenErrors(errors: FieldErrors, prefix = ''): { name: string; message: string }[] {
  const found: { name: string; message: string }[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (typeof value !== 'object' || value === null || key === 'ref') continue;
    const name = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message) found.push({ name, message });
    else found.push(...flattenErrors(value as FieldErrors, name));
  }
  return found;
}
