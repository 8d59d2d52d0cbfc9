/**
 * State 27, professional details: the income source first, then the sector and the position the lender's
 * mapping (GET /perofesional-details-mapping) offers for that source. A source with no positions (pensioner,
 * student ...) asks for no position or job title; a source with a single sector needs no choice.
 */
import { z } from 'zod';
import type { ProfessionalDetailsRequest } from '#contract/after-offer.ts';
import type { ProfessionalDetailsMappingResponse } from '#contract/reference-data.ts';
import { rules } from './form-rules.ts';
import { withParams } from '../use-step-messages.ts';

export type IncomeSourceOption = ProfessionalDetailsMappingResponse['incomeSources'][number];

export type ProfessionalValues = {
  incomeSource: string;
  jobArea: string;
  positionType: string;
  jobTitle: string;
};

export const PROFESSIONAL_DEFAULTS: ProfessionalValues = {
  incomeSource: '',
  jobArea: '',
  positionType: '',
  jobTitle: '',
};

export const PROFESSIONAL_SERVER_NAMES: Record<keyof ProfessionalValues, string> = {
  incomeSource: 'incomeDetails.incomeSource',
  jobArea: 'incomeDetails.jobArea',
  positionType: 'incomeDetails.positionType',
  jobTitle: 'incomeDetails.jobTitle',
};

const JOB_TITLE_MAX = 100;

/** What the chosen source asks for: a sector only when there is more than one, a position and title when listed. */
export function questionsFor(source: IncomeSourceOption | undefined) {
  return {
    jobArea: (source?.jobAreas.length ?? 0) > 1,
    position: (source?.positionTypes.length ?? 0) > 0,
  };
}

export const sourceOf = (mapping: ProfessionalDetailsMappingResponse, value: string) =>
  mapping.incomeSources.find((source) => source.value === value);

/** The rules follow the chosen source: only the questions it asks are checked, against its own lists. */
export function professionalSchema(mapping: ProfessionalDetailsMappingResponse) {
  return z
    .object({
      incomeSource: z.string(),
      jobArea: z.string(),
      positionType: z.string(),
      jobTitle: z.string(),
    })
    .superRefine((values, context) => {
      const refuse = (path: string, message: string) =>
        context.addIssue({ code: 'custom', path: [path], message });
      const source = sourceOf(mapping, values.incomeSource);
      if (!source) {
        refuse('incomeSource', 'validation.choice');
        return;
      }
      const asks = questionsFor(source);
      if (asks.jobArea && !source.jobAreas.some((area) => area.value === values.jobArea))
        refuse('jobArea', 'validation.choice');
      if (!asks.position) return;
      if (!source.positionTypes.some((position) => position.value === values.positionType))
        refuse('positionType', 'validation.choice');
      const title = values.jobTitle.trim();
      if (title === '') refuse('jobTitle', 'validation.required');
      else if (title.length > JOB_TITLE_MAX)
        refuse('jobTitle', withParams('validation.maxLength', { max: JOB_TITLE_MAX }));
      else if (!rules.patterns.jobTitle.test(title)) refuse('jobTitle', 'validation.pattern.jobTitle');
    });
}

/**
 * The request body from valid values. The mapping has one list of sectors per source, which is also how the
 * lender classifies the applicant's economic activity, so the chosen sector is sent as both.
 */
export function professionalBody(
  id: string,
  values: ProfessionalValues,
  mapping: ProfessionalDetailsMappingResponse,
): ProfessionalDetailsRequest {
  const source = sourceOf(mapping, values.incomeSource);
  const asks = questionsFor(source);
  const jobArea = asks.jobArea ? values.jobArea : source?.jobAreas[0]?.value;
  return {
    id,
    incomeDetails: {
      incomeSource: values.incomeSource,
      ...(jobArea ? { jobArea, economicActivity: jobArea } : {}),
      ...(asks.position ? { positionType: values.positionType, jobTitle: values.jobTitle.trim() } : {}),
    },
  };
}
