/** The answer to a partner's offer: nothing is chosen for the applicant, so a slip of the thumb declines nothing. */
import { z } from 'zod';
import { lazySchema } from '#contract/lazy-schema.ts';

export const ANSWERS = ['accept', 'decline'] as const;
export type Answer = (typeof ANSWERS)[number];

export const isAnswer = (value: unknown): value is Answer => ANSWERS.some((answer) => answer === value);

export const answerSchema = lazySchema(() =>
  z.object({
    answer: z.string().nullable().refine(isAnswer, 'validation.choice'),
  }),
);
