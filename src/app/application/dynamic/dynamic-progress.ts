/**
 * What the dynamic (v3) funnel keeps between pages and reloads, in the store's dynamic-pages slice (persisted
 * to session storage): the answers by dotted name, the pages submitted so far, and the server's last field
 * errors. Read back through a schema: anything that does not parse starts the form afresh.
 */
import * as z from 'zod/mini';
import { lazySchema } from '#contract/lazy-schema.ts';
import { DYNAMIC_STEP_PATHS, type DynamicStepPath, type ServerFieldError } from '#contract/dynamic-form.ts';
import type { Answers } from '#features/funnel/form-model/types.ts';

export interface DynamicProgress {
  answers: Answers;
  submitted: DynamicStepPath[];
  serverErrors: ServerFieldError[];
  /** Where the applicant was when the server sent them back to fix an earlier page: they return there. */
  returnTo?: DynamicStepPath;
}

const dynamicProgressSchema = lazySchema(() =>
  z.object({
    answers: z.record(z.string(), z.unknown()),
    submitted: z.array(z.enum(DYNAMIC_STEP_PATHS)),
    serverErrors: z.array(z.object({ fieldName: z.string(), message: z.string() })),
    returnTo: z.optional(z.enum(DYNAMIC_STEP_PATHS)),
  }),
);

export const EMPTY_DYNAMIC_PROGRESS: DynamicProgress = { answers: {}, submitted: [], serverErrors: [] };

export function readDynamicProgress(stored: unknown): DynamicProgress {
  const parsed = dynamicProgressSchema.safeParse(stored);
  if (!parsed.success) return EMPTY_DYNAMIC_PROGRESS;
  return {
    answers: parsed.data.answers,
    submitted: parsed.data.submitted,
    serverErrors: parsed.data.serverErrors,
    ...(parsed.data.returnTo ? { returnTo: parsed.data.returnTo } : {}),
  };
}
