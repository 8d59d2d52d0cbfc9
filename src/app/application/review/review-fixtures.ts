/** A Mexican classic applicant who has answered every step: what the review tests start from. */
import type { LeadData } from '#contract/lead-payload.ts';
import { loanProductOf } from '#markets/loan-products.ts';
import { classicFormOf } from '../classic/classic-form.ts';

export const MX_CLASSIC = { country: 'mx', product: 'crecia' } as const;
export const MX_CLASSIC_FORM = classicFormOf(MX_CLASSIC, loanProductOf(MX_CLASSIC));

export const COMPLETE_LEAD: LeadData = {
  amount: 10_000,
  period: 12,
  otherDetails: {
    loanPurpose: 'vehicle',
    maritalStatus: 'married',
    education: 'secondary',
    housingTenure: 'rent',
    numberOfDependants: 2,
  },
  personalDetails: {
    firstName: 'Wenceslao',
    lastName: 'Borja',
    gender: 'male',
    dateOfBirth: '1931-08-20',
    personalCode: 'BOXW310820HNERXN09',
  },
  contactDetails: {
    email: 'wen@example.com',
    phoneNumber: '+525512345678',
    postalCode: '06700',
    city: 'Ciudad de México',
    street: 'Avenida Álvaro Obregón',
    houseNumber: '12',
  },
  generalPolicies: true,
  incomeDetails: { incomeSource: 'pension', monthlyIncome: 9000 },
  referenceDetails: { name: 'Lupe Borja', phoneNumber: '+525587654321' },
};
