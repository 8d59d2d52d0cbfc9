/**
 * react-hook-form's resolver for a zod schema, what @hookform/resolvers' zodResolver did for the app's forms (issue
 * 27 item 4: its 1.1 kB gzip was on the first step): the schema parses the values; a refusal becomes one error per
 * path (its first issue: zod lists a field's issues in the order its checks run), placed at the path as
 * react-hook-form nests names, with the field's element as `ref` for the focus. The messages are the schema's own
 * (i18n keys, shared/i18n/validation-message.ts).
 */
import { safeParseAsync } from 'zod/mini';
import type { $ZodType, input, output } from 'zod/v4/core';
import {
  get,
  set,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';

/** Whether `name` is a field array's (another field is named `name.<index>...`): its own error goes in its `root`. */
function isFieldArray(names: readonly string[], name: string): boolean {
  const prefix = `${name.replace(/\[(\d+)]/g, '.$1')}.`;
  return names.some((other) => other.startsWith(prefix) && /^\d/.test(other.slice(prefix.length)));
}

export function zodResolver<Schema extends $ZodType<FieldValues, FieldValues>>(
  schema: Schema,
): Resolver<input<Schema>, unknown, output<Schema>> {
  return async (values, _context, options) => {
    const result = await safeParseAsync(schema, values);
    if (result.success) return { values: result.data, errors: {} };
    const firstByPath = new Map<string, FieldError>();
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (firstByPath.has(path)) continue;
      // The field's element, or the first of a group's (radios, checkboxes), where the focus goes.
      const field: { ref?: FieldError['ref']; refs?: FieldError['ref'][] } | undefined = get(
        options.fields,
        path,
      );
      firstByPath.set(path, {
        type: issue.code,
        message: issue.message,
        ref: field?.refs?.[0] ?? field?.ref,
      });
    }
    const names = options.names ?? [...firstByPath.keys()];
    const errors: FieldErrors<input<Schema>> = {};
    for (const [path, error] of firstByPath) {
      if (!isFieldArray(names, path)) {
        set(errors, path, error);
        continue;
      }
      const itemErrors: Record<string, unknown> | undefined = get(errors, path);
      set(errors, path, { ...itemErrors, root: error });
    }
    return { values: {}, errors };
  };
}
