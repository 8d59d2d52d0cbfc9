/**
 * The public-assistance step's answers (state 24): whether the applicant receives aid and, when they do, its
 * kind and the monthly amount in the market's currency; the body of POST /lead/aide. The kind and amount are
 * asked, checked and sent only with a "yes": a "no" sends nothing else, whatever was typed before it.
 */
import { z } from 'zod';
import { lazySchema } from '#contract/lazy-schema.ts';
import type { AideRequest } from '#contract/after-offer.ts';
import { moneyIssue, readMoney, yesNoSchema, type YesNo } from './answers.ts';

export const AID_TYPES = [
  'social-programme',
  'unemployment',
  'disability',
  'family',
  'housing',
  'other',
] as const;
export type AidType = (typeof AID_TYPES)[number];

export interface AideValues {
  receivesAid: YesNo;
  /** One of AID_TYPES once chosen. */
  aidType: string;
  monthlyAidAmount: string;
}

export const isAidType = (value: string): value is AidType => AID_TYPES.some((known) => known === value);

export const emptyAide: AideValues = { receivesAid: '', aidType: '', monthlyAidAmount: '' };

/** The smallest monthly amount worth counting as income. */
export const MIN_AID_AMOUNT = 1;

export const aideSchema = lazySchema(() =>
  z
    .object({ receivesAid: yesNoSchema, aidType: z.string(), monthlyAidAmount: z.string() })
    .superRefine((values, context) => {
      if (values.receivesAid !== 'yes') return;
      if (!isAidType(values.aidType))
        context.addIssue({ code: 'custom', path: ['aidType'], message: 'validation.choice' });
      const amountIssue = moneyIssue(values.monthlyAidAmount, MIN_AID_AMOUNT);
      if (amountIssue) context.addIssue({ code: 'custom', path: ['monthlyAidAmount'], message: amountIssue });
    }),
);

/** The body of POST /lead/aide from answers the schema accepted. */
export function toAideBody(id: string, values: AideValues): AideRequest {
  if (values.receivesAid !== 'yes') return { id, receivesAid: false };
  const amount = readMoney(values.monthlyAidAmount);
  return {
    id,
    receivesAid: true,
    ...(isAidType(values.aidType) ? { aidType: values.aidType } : {}),
    ...(amount === undefined ? {} : { monthlyAidAmount: amount }),
  };
}
