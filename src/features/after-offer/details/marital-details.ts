/**
 * /marital-details (state 23): the form's values, their rules and the body of POST /lead/marital-details.
 * The spouse's name and income are asked, checked and sent only for a married applicant or one in a civil
 * partnership: what was typed there before changing the answer stays in the form but never leaves it.
 */
import { z } from 'zod';
import { lazySchema } from '#contract/lazy-schema.ts';
import type { MaritalDetailsRequest } from '#contract/after-offer.ts';
import type { OtherDetails } from '#contract/lead-payload.ts';
import { withParams } from '../use-step-messages.ts';
import { amountIssue, toAmount } from './amount-text.ts';

export const MARITAL_STATUSES = [
  'single',
  'married',
  'civilPartnership',
  'divorced',
  'separated',
  'widowed',
] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

const WITH_SPOUSE: ReadonlySet<string> = new Set<MaritalStatus>(['married', 'civilPartnership']);
export const hasSpouse = (status: string) => WITH_SPOUSE.has(status);

export const MAX_DEPENDANTS = 20;
const NAME_MAX = 60;
/** The contract's person name: letters first, then letters, marks, spaces, hyphens and apostrophes. */
const NAME_PATTERN = /^[\p{L}][\p{L}\p{M} '-]*$/u;

export interface MaritalForm {
  maritalStatus: string;
  numberOfDependants: string;
  spouseFirstName: string;
  spouseLastName: string;
  spouseMonthlyIncome: string;
}

export const EMPTY_MARITAL_FORM: MaritalForm = {
  maritalStatus: '',
  numberOfDependants: '',
  spouseFirstName: '',
  spouseLastName: '',
  spouseMonthlyIncome: '',
};

/** The lead's marital codes (the application form's list) as this step's codes. */
const FROM_LEAD: Record<string, MaritalStatus> = {
  single: 'single',
  married: 'married',
  freeUnion: 'civilPartnership',
  divorced: 'divorced',
  widowed: 'widowed',
};

/** What the applicant already told on the application form starts the step (a draft still wins over it). */
export function maritalDefaults(otherDetails: OtherDetails | undefined): MaritalForm {
  const status =
    otherDetails?.maritalStatus === undefined ? undefined : FROM_LEAD[otherDetails.maritalStatus];
  const dependants = otherDetails?.numberOfDependants;
  return {
    ...EMPTY_MARITAL_FORM,
    ...(status ? { maritalStatus: status } : {}),
    ...(dependants === undefined ? {} : { numberOfDependants: String(dependants) }),
  };
}

export function nameIssue(text: string): string | undefined {
  const name = text.trim();
  if (name === '') return 'validation.required';
  if (name.length > NAME_MAX) return withParams('validation.maxLength', { max: NAME_MAX });
  if (!NAME_PATTERN.test(name)) return 'validation.pattern.name';
  return undefined;
}

export function dependantsIssue(text: string): string | undefined {
  const count = text.trim();
  if (count === '') return 'validation.required';
  if (!/^\d+$/.test(count)) return 'validation.number';
  if (Number(count) > MAX_DEPENDANTS) return withParams('validation.max', { max: MAX_DEPENDANTS });
  return undefined;
}

/** Every rule in one pass, so all refusals show at once (zod skips object refinements after a field fails). */
export const maritalSchema = lazySchema(() =>
  z
    .object({
      maritalStatus: z.string(),
      numberOfDependants: z.string(),
      spouseFirstName: z.string(),
      spouseLastName: z.string(),
      spouseMonthlyIncome: z.string(),
    })
    .superRefine((values, context) => {
      const refuse = (path: keyof MaritalForm, message: string | undefined) => {
        if (message) context.addIssue({ code: 'custom', path: [path], message });
      };
      const status = values.maritalStatus;
      refuse(
        'maritalStatus',
        MARITAL_STATUSES.some((known) => known === status) ? undefined : 'validation.choice',
      );
      refuse('numberOfDependants', dependantsIssue(values.numberOfDependants));
      if (!hasSpouse(status)) return;
      refuse('spouseFirstName', nameIssue(values.spouseFirstName));
      refuse('spouseLastName', nameIssue(values.spouseLastName));
      refuse('spouseMonthlyIncome', amountIssue(values.spouseMonthlyIncome));
    }),
);

/** The body of POST /lead/marital-details from values the schema accepted. */
export function maritalRequest(id: string, values: MaritalForm): MaritalDetailsRequest {
  const request: MaritalDetailsRequest = {
    id,
    maritalStatus: values.maritalStatus,
    numberOfDependants: Number(values.numberOfDependants.trim()),
  };
  if (!hasSpouse(values.maritalStatus)) return request;
  return {
    ...request,
    spouseFirstName: values.spouseFirstName.trim(),
    spouseLastName: values.spouseLastName.trim(),
    spouseMonthlyIncome: toAmount(values.spouseMonthlyIncome),
  };
}
