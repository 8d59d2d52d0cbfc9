/** Handlers of the reference-data calls. */
import type { ApiContext } from '../context.ts';
import { ApiError } from '../http/api-error.ts';
import type { Handlers } from '../http/contract-route.ts';
import { partnerLogos, vehicleModels } from './catalogue.ts';
import { countryChoices, positionChoices, professionalDetailsMapping } from './choices.ts';
import { checkEmail } from './email-check.ts';
import { lookupCompanies } from './employers.ts';
import { findPostcode } from './mexican-postcodes.ts';
import { lookupPostcodes } from './postcode-lookup.ts';
import { policiesFor } from './policies.ts';

type ReferenceHandlers = Pick<
  Handlers,
  | 'getDataPoints'
  | 'lookupPostcodes'
  | 'getPostcode'
  | 'lookupCompanies'
  | 'getPolicies'
  | 'validateEmail'
  | 'getVehicleModels'
  | 'getCountryChoices'
  | 'getPositionChoices'
  | 'getProfessionalDetailsMapping'
  | 'getPartnerLogos'
>;

export function referenceHandlers(context: ApiContext): ReferenceHandlers {
  return {
    getDataPoints: async ({ query }) => {
      const config = context.dynamicFormConfigs[`${query.country}/${query.product}`];
      if (!config) throw ApiError.notFound('Data-point configuration');
      return config;
    },
    lookupPostcodes: async ({ params, query }) => ({
      postcodes: lookupPostcodes(params.code, query.country),
    }),
    getPostcode: async ({ params }) => {
      const postcode = findPostcode(params.code);
      if (!postcode) throw ApiError.notFound('Postal code');
      return postcode;
    },
    lookupCompanies: async ({ params, query }) => ({
      companies: lookupCompanies(params.name, query.country),
    }),
    getPolicies: async ({ query }) => ({ policies: policiesFor(query.country) }),
    validateEmail: async ({ params }) => checkEmail(params.email),
    getVehicleModels: async () => vehicleModels(),
    getCountryChoices: async ({ query }) => ({ choices: countryChoices(query.locale) }),
    getPositionChoices: async ({ query }) => ({ choices: positionChoices(query.locale) }),
    getProfessionalDetailsMapping: async () => professionalDetailsMapping(),
    getPartnerLogos: async () => partnerLogos(),
  };
}
