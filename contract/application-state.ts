/**
 * The numeric application states of spec section 3. The server names the next state in lead status
 * and step responses; the app maps each number to its route.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';

export const APPLICATION_STATE = {
  none: 0,
  loanInformation: 1,
  personalDetails: 2,
  contactDetails: 3,
  incomeDetails: 4,
  otherInformation: 5,
  checking: 6,
  mobileVerification: 7,
  employmentDetails: 8,
  bankDataLinking: 9,
  accepted: 10,
  thankYou: 11,
  redirected: 12,
  rejected: 13,
  continue: 14,
  changeMobileNumber: 15,
  vehicle: 16,
  partnerAccount: 17,
  partnerAccountConfirmation: 18,
  partnerPaymentLink: 19,
  policyConsents: 20,
  additionalEmploymentDetails: 21,
  additionalPersonalDetails: 22,
  maritalDetails: 23,
  aide: 24,
  referenceInformation: 25,
  partnerCredit: 26,
  professionalDetails: 27,
  cnp: 28,
  partnerConsents: 29,
  idUpload: 30,
  customerDebts: 31,
  referenceDetails: 32,
  wniosek: 33,
  wniosekSupplement: 34,
  dynamicConsents: 35,
  partnerConsentsSecond: 36,
  offerChoice: 37,
  partnerOfferFirst: 38,
  partnerOfferSecond: 39,
  partnerOfferThird: 40,
  partnerOfferFourth: 41,
} as const;

export type ApplicationStateName = keyof typeof APPLICATION_STATE;
export type ApplicationState = (typeof APPLICATION_STATE)[ApplicationStateName];

export const applicationStateSchema = lazySchema(() =>
  z
    .number()
    .check(
      z.int(),
      z.gte(0),
      z.lte(41),
      z.describe('Application state number (spec section 3: 0 none ... 41 the fourth partner offer page)'),
    ),
);

/** States after checking that the applicant stays on: the funnel ends there. */
export const FINAL_STATES: readonly ApplicationState[] = [
  APPLICATION_STATE.accepted,
  APPLICATION_STATE.thankYou,
  APPLICATION_STATE.redirected,
  APPLICATION_STATE.rejected,
];
