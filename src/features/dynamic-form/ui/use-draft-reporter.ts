import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { createDraftSaver, type DraftSaver } from '#shared/lib/draft-saver.ts';
import type { Answers } from '#features/funnel/form-model/types.ts';
import { toDottedValues } from './field-keys.ts';
import type { StepValues } from './input-values.ts';

/**
 * Reports what the applicant types, by dotted name, once per pause and at once when the page goes away (the shared
 * draft saver), so the funnel can keep unsubmitted input across a reload. A pending report is sent when the step goes
 * away (Back), and dropped by cancel() on submit, where the submitted answers take over from the draft.
 */
export function useDraftReporter(
  form: UseFormReturn<StepValues, unknown, Record<string, unknown>>,
  onDraftChange: ((values: Answers) => void) | undefined,
): { cancel: () => void } {
  const saver = useRef<DraftSaver<StepValues> | null>(null);
  const report = useRef(onDraftChange);
  useEffect(() => {
    report.current = onDraftChange;
  });

  useEffect(() => {
    const drafts = createDraftSaver<StepValues>((values) => report.current?.(toDottedValues(values)));
    saver.current = drafts;
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ values }) => drafts.schedule(values),
    });
    return () => {
      unsubscribe();
      drafts.dispose();
      saver.current = null;
    };
  }, [form]);

  return { cancel: () => saver.current?.cancel() };
}
