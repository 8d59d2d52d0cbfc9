import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Answers } from '../../funnel/form-model/types.ts';
import { toDottedValues } from './field-keys.ts';
import type { StepValues } from './input-values.ts';

export const DRAFT_DELAY_MS = 300;

/**
 * Reports what the applicant types, by dotted name, at most every 300 ms, so the funnel can keep unsubmitted input
 * across a reload. A pending report is sent when the step goes away (Back), and dropped by cancel() on submit, where
 * the submitted answers take over from the draft.
 */
export function useDraftReporter(
  form: UseFormReturn<StepValues, unknown, Record<string, unknown>>,
  onDraftChange: ((values: Answers) => void) | undefined,
): { cancel: () => void } {
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; send: () => void } | null>(null);
  const report = useRef(onDraftChange);
  useEffect(() => {
    report.current = onDraftChange;
  });

  useEffect(() => {
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        if (pending.current) clearTimeout(pending.current.timer);
        const send = () => {
          pending.current = null;
          report.current?.(toDottedValues(values));
        };
        pending.current = { timer: setTimeout(send, DRAFT_DELAY_MS), send };
      },
    });
    return () => {
      unsubscribe();
      const last = pending.current;
      if (last) {
        clearTimeout(last.timer);
        last.send();
      }
    };
  }, [form]);

  return {
    cancel: () => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = null;
    },
  };
}
