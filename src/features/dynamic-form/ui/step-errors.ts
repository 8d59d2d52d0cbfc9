/**
 * The step's error messages: the server's errors for the page (each dismissed once its field is changed), and each
 * field's message with the error summary, the client's check before the server's. Their own file because they are
 * one rule set, which message a field shows and when it stops, apart from the form's state and layout.
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import type { ServerFieldError } from '#contract/dynamic-form.ts';
import type { SummaryError } from '#shared/ui/form/error-summary.tsx';
import type { useMessageText } from '#shared/i18n/use-message-text.ts';
import type { DynamicPage } from '#features/funnel/form-model/types.ts';
import { fieldId, fieldKey } from './field-keys.ts';
import type { StepValues } from './input-values.ts';
import { pageServerErrors } from './server-field-errors.ts';

const NO_KEYS: ReadonlySet<string> = new Set();

/** The server's errors for the page, which of them the applicant has dismissed, and a stable dismiss for the fields. */
export function useServerErrors(configured: DynamicPage['dataPoints'], page: DynamicPage) {
  const server = pageServerErrors(configured, [...page.errors, ...page.unattachedErrors]);
  const dismissal = useDismissedServerErrors(page.errors);
  // A server's message on a field stops showing once that field is changed. One function for the page's whole life
  // (the fields are memoised: a new one would redraw them all); it reads the latest errors through a ref.
  const latestServerErrors = useRef({ server, dismissal });
  useLayoutEffect(() => {
    latestServerErrors.current = { server, dismissal };
  });
  const dismissServerError = useCallback((key: string) => {
    const latest = latestServerErrors.current;
    if (latest.server.byField[key] !== undefined) latest.dismissal.dismiss(key);
  }, []);
  return { server, dismissal, dismissServerError };
}

type ServerErrors = ReturnType<typeof pageServerErrors>;

/** Each field's message (the client's check first, then the server's unless dismissed) and the error summary. */
export function stepErrors(
  errors: FieldErrors<StepValues>,
  server: ServerErrors,
  dismissedKeys: ReadonlySet<string>,
  visible: DynamicPage['dataPoints'],
  messageText: ReturnType<typeof useMessageText>,
) {
  const errorOf = (key: string): string | undefined => {
    const client = errors[key]?.message;
    if (client) return messageText(client);
    const fromServer = dismissedKeys.has(key) ? undefined : server.byField[key];
    return fromServer === undefined ? undefined : messageText(fromServer);
  };
  const summary: SummaryError[] = [
    ...visible.flatMap((dataPoint) => {
      const message = errorOf(fieldKey(dataPoint.name));
      return message ? [{ fieldId: fieldId(dataPoint.name), message }] : [];
    }),
    ...server.general.map((message) => ({ message: messageText(message) })),
  ];
  return { errorOf, summary };
}

/**
 * A server error stops showing once the applicant changes that field (it described the old value). A new list from
 * the server (after the next submit) starts with nothing dismissed.
 */
function useDismissedServerErrors(errors: readonly ServerFieldError[]) {
  const [dismissed, setDismissed] = useState<{
    errors: readonly ServerFieldError[];
    keys: ReadonlySet<string>;
  }>({
    errors,
    keys: NO_KEYS,
  });
  const keys = dismissed.errors === errors ? dismissed.keys : NO_KEYS;
  return {
    keys,
    dismiss: (key: string) => {
      if (!keys.has(key)) setDismissed({ errors, keys: new Set([...keys, key]) });
    },
  };
}
