/**
 * The form of one after-offer step: react-hook-form with a zod schema, messages as i18n keys (the `validation`
 * namespace or the step's own), and what the applicant types kept as a draft in the session's lead state, so a
 * reload, a timeout or a 5xx loses nothing. Secrets (passwords, one-time codes) are never put in a draft.
 */
import { zodResolver } from '#shared/ui/form/zod-resolver.ts';
import { useEffect, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import type { FieldError } from '#shared/api/api-error.ts';
import { createDraftSaver } from '#shared/lib/draft-saver.ts';
import { useProgressStoreApi } from '#features/funnel/progress-store-context.tsx';

/**
 * `Input` is what the fields hold (and the draft keeps); `Output` is what the schema makes of them, the values a
 * submit handler gets. Most steps' schemas only check, so `Output` is `Input` unless the schema says otherwise.
 */
export interface AfterOfferFormOptions<Input extends FieldValues, Output extends FieldValues = Input> {
  /** The step's route: its draft is stored under it. */
  draftKey: string;
  schema: z.ZodType<Output, Input>;
  /**
   * Every field's starting value. Typed also as react-hook-form's `DefaultValues` (a deep partial of the values):
   * a form's full values always are, but inside this generic hook the compiler cannot see it on its own.
   */
  defaults: Input & DefaultValues<Input>;
  /** Fields never written to storage (passwords, codes). */
  privateFields?: readonly (keyof Input & string)[];
}

/** The control id of a field (dots and array indexes become dashes): labels, error links and tests use it. */
export const fieldIdOf = (name: string) => `step-${name.replace(/\./g, '-')}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Whether a stored value is of the kind the field's default is (both arrays, or the same `typeof`). That is all
 * storage is checked for: a value of the right kind is what the field could have held, and the schema checks the
 * rest on submit.
 */
function sameKind<Value>(expected: Value, value: unknown): value is Value {
  return Array.isArray(expected) ? Array.isArray(value) : typeof value === typeof expected;
}

/** Keeps from a stored draft only the values whose type matches the form's defaults: storage is never trusted. */
export function draftValues<Input extends FieldValues>(defaults: Input, draft: unknown): Partial<Input> {
  const kept: Partial<Input> = {};
  if (!isRecord(draft)) return kept;
  for (const key in defaults) {
    if (!(key in draft)) continue;
    const value = draft[key];
    if (sameKind(defaults[key], value)) kept[key] = value;
  }
  return kept;
}

export function useAfterOfferForm<Input extends FieldValues, Output extends FieldValues = Input>(
  options: AfterOfferFormOptions<Input, Output>,
): UseFormReturn<Input, unknown, Output> {
  const { draftKey, schema, defaults, privateFields = [] } = options;
  const store = useProgressStoreApi();
  const [defaultValues] = useState(() => ({
    ...defaults,
    ...draftValues(defaults, store.getState().readDraft(draftKey)),
  }));
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
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
export function applyServerErrors<Input extends FieldValues, Output extends FieldValues>(
  form: UseFormReturn<Input, unknown, Output>,
  errors: readonly FieldError[],
  fieldOf: (serverName: string) => string | undefined = (name) => name,
): string[] {
  const values = form.getValues();
  const general: string[] = [];
  for (const error of errors) {
    const name = fieldOf(error.fieldName);
    if (name !== undefined && hasPath(values, name)) {
      form.setError(name, { type: 'server', message: error.message });
    } else {
      general.push(error.message);
    }
  }
  return general;
}

/** Whether the values have a field at the dotted path: if so, the path is one of the form's field paths. */
function hasPath<Values extends FieldValues>(values: Values, path: string): path is Path<Values> {
  let current: unknown = values;
  for (const part of path.split('.')) {
    if (!isRecord(current) || !(part in current)) return false;
    current = current[part];
  }
  return true;
}

/** Every error of a form, flattened to dotted paths in the order the fields were registered. */
export function flattenErrors(
  errors: FieldErrors | Record<string, unknown>,
  prefix = '',
): { name: string; message: string }[] {
  const found: { name: string; message: string }[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!isRecord(value) || key === 'ref') continue;
    const name = prefix ? `${prefix}.${key}` : key;
    const { message } = value;
    if (typeof message === 'string' && message) found.push({ name, message });
    else found.push(...flattenErrors(value, name));
  }
  return found;
}
