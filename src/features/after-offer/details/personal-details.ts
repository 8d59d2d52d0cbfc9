/**
 * State 22, additional personal details: what a lender asks after the offer to know its customer (names as on the
 * identity document, the document itself, citizenship and birth, politically exposed person). Form values are
 * the typed text; the body is built from them.
 */
import { z } from 'zod';
import { lazySchema } from '#contract/lazy-schema.ts';
import type { PersonalDetailsRequest } from '#contract/after-offer.ts';
import type { Choice } from '#contract/primitives.ts';
import {
  compactCode,
  optionalText,
  pastDate,
  requiredChoice,
  requiredText,
  toIsoDate,
} from './form-rules.ts';

/** The contract's id card number, compared compact (spaces and hyphens people copy from the card dropped). */
const ID_CARD_NUMBER = /^[A-Z0-9]{4,20}$/;

/** A yes/no question as radios: '' until the applicant answers. */
const yesOrNo = lazySchema(() =>
  z.string().refine((value) => value === 'yes' || value === 'no', 'validation.choice'),
);

export const personalSchema = lazySchema(() =>
  z.object({
    middleName: optionalText('name', 60),
    secondLastName: optionalText('name', 60),
    idCardNumber: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .refine((value) => ID_CARD_NUMBER.test(compactCode(value)), 'personal.errors.idCardNumber'),
    idCardIssuedAt: pastDate,
    idCardIssuedAuthority: requiredText('companyName'),
    citizenship: requiredChoice,
    countryOfBirth: requiredChoice,
    cityOfBirth: requiredText('city'),
    isPoliticallyExposed: yesOrNo,
    connectedToPep: yesOrNo,
  }),
);

export type PersonalValues = z.input<typeof personalSchema>;

export const PERSONAL_DEFAULTS: PersonalValues = {
  middleName: '',
  secondLastName: '',
  idCardNumber: '',
  idCardIssuedAt: '',
  idCardIssuedAuthority: '',
  citizenship: '',
  countryOfBirth: '',
  cityOfBirth: '',
  isPoliticallyExposed: '',
  connectedToPep: '',
};

export const PERSONAL_SERVER_NAMES: Record<keyof PersonalValues, string> = {
  middleName: 'personalDetails.middleName',
  secondLastName: 'personalDetails.secondLastName',
  idCardNumber: 'otherDetails.idCardNumber',
  idCardIssuedAt: 'otherDetails.idCardIssuedAt',
  idCardIssuedAuthority: 'otherDetails.idCardIssuedAuthority',
  citizenship: 'otherDetails.citizenship',
  countryOfBirth: 'otherDetails.countryOfBirth',
  cityOfBirth: 'otherDetails.cityOfBirth',
  isPoliticallyExposed: 'otherDetails.isPoliticallyExposed',
  connectedToPep: 'otherDetails.connectedToPep',
};

/**
 * The request body from valid values. Citizenship is the list's code; the country of birth is a name in the
 * contract, so the chosen country's name from the same list is sent. Names left empty are left out.
 */
export function personalBody(
  id: string,
  values: PersonalValues,
  countries: readonly Choice[],
): PersonalDetailsRequest {
  const middleName = values.middleName.trim();
  const secondLastName = values.secondLastName.trim();
  const birthCountry = countries.find((country) => country.value === values.countryOfBirth);
  return {
    id,
    personalDetails: {
      ...(middleName ? { middleName } : {}),
      ...(secondLastName ? { secondLastName } : {}),
    },
    otherDetails: {
      idCardNumber: compactCode(values.idCardNumber),
      idCardIssuedAt: toIsoDate(values.idCardIssuedAt),
      idCardIssuedAuthority: values.idCardIssuedAuthority.trim(),
      citizenship: values.citizenship,
      countryOfBirth: birthCountry?.label ?? values.countryOfBirth,
      cityOfBirth: values.cityOfBirth.trim(),
      isPoliticallyExposed: values.isPoliticallyExposed === 'yes',
      connectedToPep: values.connectedToPep === 'yes',
    },
  };
}
