/**
 * State 21, additional employment details: the employer and the income a lender checks with it (a call to the
 * work number, the payslip's pay day and amount). Form values are the typed text; the body is built from them.
 */
import { z } from 'zod';
import { lazySchema } from '#contract/lazy-schema.ts';
import type { EmploymentDetailsRequest } from '#contract/after-offer.ts';
import {
  countryPhone,
  moneyAmount,
  parseMoney,
  pastDate,
  requiredText,
  toIsoDate,
  wholeNumber,
} from './form-rules.ts';

export const employmentSchema = lazySchema(() =>
  z.object({
    employerName: requiredText('companyName', 150),
    jobTitle: requiredText('jobTitle'),
    employerStreet: requiredText('street', 150),
    employerHouseNumber: requiredText('houseNumber', 20),
    employerPostalCode: requiredText('postalCode', 10),
    employerCity: requiredText('city'),
    employerProvince: requiredText('city'),
    workPhone: countryPhone,
    startedAt: pastDate,
    monthlyIncome: moneyAmount(1),
    payday: wholeNumber(1, 31),
  }),
);

export type EmploymentValues = z.input<typeof employmentSchema>;

export const EMPLOYMENT_DEFAULTS: EmploymentValues = {
  employerName: '',
  jobTitle: '',
  employerStreet: '',
  employerHouseNumber: '',
  employerPostalCode: '',
  employerCity: '',
  employerProvince: '',
  workPhone: '',
  startedAt: '',
  monthlyIncome: '',
  payday: '',
};

/** Each form field and the name the server gives it in its errors (the request body's dotted path). */
export const EMPLOYMENT_SERVER_NAMES: Record<keyof EmploymentValues, string> = {
  employerName: 'employer.name',
  jobTitle: 'incomeDetails.jobTitle',
  employerStreet: 'employer.street',
  employerHouseNumber: 'employer.houseNumber',
  employerPostalCode: 'employer.postalCode',
  employerCity: 'employer.city',
  employerProvince: 'employer.province',
  workPhone: 'incomeDetails.workPhone',
  startedAt: 'incomeDetails.incomeContractStartedAt',
  monthlyIncome: 'incomeDetails.monthlyIncome',
  payday: 'incomeDetails.incomePayday',
};

/** The request body from valid values; the work phone comes already reduced to its national number. */
export function employmentBody(
  id: string,
  values: EmploymentValues,
  workPhone: string,
): EmploymentDetailsRequest {
  return {
    id,
    employer: {
      name: values.employerName.trim(),
      street: values.employerStreet.trim(),
      houseNumber: values.employerHouseNumber.trim(),
      postalCode: values.employerPostalCode.trim(),
      city: values.employerCity.trim(),
      province: values.employerProvince.trim(),
    },
    incomeDetails: {
      jobTitle: values.jobTitle.trim(),
      workPhone,
      incomeContractStartedAt: toIsoDate(values.startedAt),
      monthlyIncome: parseMoney(values.monthlyIncome),
      incomePayday: Number(values.payday.trim()),
    },
  };
}
