/**
 * Reference data the app reads: postcodes, companies, policies, choices, vehicle models, partner logos,
 * the professional-details mapping, email validation, and the v3 data-point configuration.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.ts';
import { dynamicFormConfigSchema } from './dynamic-form.ts';
import {
  choiceCodeSchema,
  choiceSchema,
  countryCodeSchema,
  localeSchema,
  mexicanPostalCodeSchema,
  productIdSchema,
} from './primitives.ts';

/**
 * The country of a lookup whose answers differ by country (postcodes, employers). Absent means Mexico, the
 * first market, so the calls keep answering as before for a client that does not send it.
 */
export const referenceCountryQuerySchema = lazySchema(() =>
  z.object({ country: z.optional(countryCodeSchema) }),
);
export type ReferenceCountryQuery = z.infer<typeof referenceCountryQuerySchema>;

/**
 * GET /postcode/lookup/{code}?country=es: postcodes starting with the 2 to 6 digits typed (Poland's may carry
 * its dash: "00-9"), for an autocomplete or, with a complete code, to fill the city and province. A country
 * whose addresses are not filled from the postcode answers an empty list.
 */
export const postcodeLookupParamsSchema = lazySchema(() =>
  z.object({
    code: z.string().check(z.regex(/^\d{2}(?:\d{0,4}|-\d{0,3})$/, 'Type 2 to 6 digits')),
  }),
);
export const postcodeLookupQuerySchema = referenceCountryQuerySchema;
export const postcodeSummarySchema = lazySchema(() =>
  z.object({
    /** As the country writes it: 5 digits (MX, ES, DE), NN-NNN (PL), 6 digits (RO), 4 digits (PH). */
    postalCode: z.string().check(z.regex(/^\d{2}-?\d{2,4}$/)),
    /** The first-level region: state, province, Land, voivodeship, county. */
    state: z.string().check(z.minLength(1)),
    municipality: z.string().check(z.minLength(1)),
    city: z.string().check(z.minLength(1)),
  }),
);
export const postcodeLookupResponseSchema = lazySchema(() =>
  z.object({
    /** At most 20 matches, in postal-code order. */
    postcodes: z.array(postcodeSummarySchema).check(z.maxLength(20)),
  }),
);
export type PostcodeSummary = z.infer<typeof postcodeSummarySchema>;
export type PostcodeLookupResponse = z.infer<typeof postcodeLookupResponseSchema>;

/** GET /postcode/{code}: one Mexican postal code with its colonias (the contact form's suburb choices). */
export const postcodeParamsSchema = lazySchema(() => z.object({ code: mexicanPostalCodeSchema }));
export const postcodeResponseSchema = lazySchema(() =>
  z.extend(postcodeSummarySchema, {
    postalCode: mexicanPostalCodeSchema,
    colonias: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  }),
);
export type PostcodeResponse = z.infer<typeof postcodeResponseSchema>;

/**
 * GET /company/{name}?country=pl: employers of the country whose name contains the text (case- and
 * accent-insensitive); Mexico's when no country is sent.
 */
export const companyLookupParamsSchema = lazySchema(() =>
  z.object({
    name: z.string().check(z.trim(), z.minLength(2), z.maxLength(100)),
  }),
);
export const companyLookupQuerySchema = referenceCountryQuerySchema;
export const companySchema = lazySchema(() =>
  z.object({
    name: z.string().check(z.minLength(1)),
    taxRegistryCode: z.string().check(z.minLength(1)),
    postalCode: z.string().check(z.minLength(1)),
    province: z.string().check(z.minLength(1)),
    city: z.string().check(z.minLength(1)),
    street: z.string().check(z.minLength(1)),
    houseNumber: z.string().check(z.minLength(1)),
  }),
);
export const companyLookupResponseSchema = lazySchema(() =>
  z.object({
    companies: z.array(companySchema).check(z.maxLength(20)),
  }),
);
export type Company = z.infer<typeof companySchema>;
export type CompanyLookupResponse = z.infer<typeof companyLookupResponseSchema>;

/** GET {policies path}?country=mx&product=prestaluz: the policies an applicant is asked to accept. */
export const policiesQuerySchema = lazySchema(() =>
  z.object({
    country: countryCodeSchema,
    product: z.optional(productIdSchema),
  }),
);
export const policyKindSchema = lazySchema(() =>
  z.enum(['general', 'privacy', 'marketing', 'credit-bureau', 'partner']),
);
export const policySchema = lazySchema(() =>
  z.object({
    id: choiceCodeSchema,
    kind: policyKindSchema,
    title: z.string().check(z.minLength(1)),
    /** Short text shown beside the checkbox. */
    text: z.string().check(z.minLength(1)),
    /** The full document. */
    url: z.url(),
    required: z.boolean(),
    version: z.string().check(z.minLength(1)),
  }),
);
export const policiesResponseSchema = lazySchema(() => z.object({ policies: z.array(policySchema) }));
export type Policy = z.infer<typeof policySchema>;
export type PoliciesResponse = z.infer<typeof policiesResponseSchema>;

/** GET /choices/country and /choices/position, labels in the requested locale (default es). */
export const choicesQuerySchema = lazySchema(() => z.object({ locale: z.optional(localeSchema) }));
export const choicesResponseSchema = lazySchema(() =>
  z.object({ choices: z.array(choiceSchema).check(z.minLength(1)) }),
);
export type ChoicesResponse = z.infer<typeof choicesResponseSchema>;

/**
 * GET /perofesional-details-mapping (the path's spelling is the API's): for each income source, the job
 * areas and position types the professional-details step offers.
 */
export const professionalDetailsMappingResponseSchema = lazySchema(() =>
  z.object({
    incomeSources: z.array(
      z.extend(choiceSchema, {
        jobAreas: z.array(choiceSchema),
        positionTypes: z.array(choiceSchema),
      }),
    ),
  }),
);
export type ProfessionalDetailsMappingResponse = z.infer<typeof professionalDetailsMappingResponseSchema>;

/** GET /data/vehicleModels.json: makes and their models with the years they were sold. */
export const vehicleModelsResponseSchema = lazySchema(() =>
  z.object({
    makes: z.array(
      z.object({
        name: z.string().check(z.minLength(1)),
        models: z.array(
          z.object({
            name: z.string().check(z.minLength(1)),
            yearFrom: z.number().check(z.int(), z.gte(1950)),
            yearTo: z.nullable(z.number().check(z.int(), z.gte(1950))),
          }),
        ),
      }),
    ),
  }),
);
export type VehicleModelsResponse = z.infer<typeof vehicleModelsResponseSchema>;

/** GET /partner/logos: the partners an applicant may be redirected to or offered. */
export const partnerLogosResponseSchema = lazySchema(() =>
  z.object({
    logos: z.array(
      z.object({
        partner: choiceCodeSchema,
        name: z.string().check(z.minLength(1)),
        /** An image URL or a data: URI (SVG). */
        logoUrl: z.string().check(z.minLength(1)),
        width: z.number().check(z.int(), z.positive()),
        height: z.number().check(z.int(), z.positive()),
      }),
    ),
  }),
);
export type PartnerLogosResponse = z.infer<typeof partnerLogosResponseSchema>;

/** GET /email/validate/{email}: deliverability check before the contact step moves on. */
export const emailValidateParamsSchema = lazySchema(() =>
  z.object({
    email: z.string().check(z.minLength(3), z.maxLength(254)),
  }),
);
export const emailValidateResponseSchema = lazySchema(() =>
  z.object({
    valid: z.boolean(),
    /** Why the address is refused: bad syntax, a throw-away domain, or a domain that takes no mail. */
    reason: z.optional(z.enum(['syntax', 'disposable', 'no-mail-server'])),
    /** A likely intended address for a mistyped domain (gmial.com -> gmail.com). */
    suggestion: z.optional(z.string()),
  }),
);
export type EmailValidateResponse = z.infer<typeof emailValidateResponseSchema>;

/**
 * GET /v3/test/datapoints?country=mx&product=prestaluz: the v3 data-point configuration (pages of data
 * points) of one page variant. The schema is the dynamic-form engine's own (contract/dynamic-form.ts).
 */
export const dataPointsQuerySchema = lazySchema(() =>
  z.object({
    country: countryCodeSchema,
    product: productIdSchema,
  }),
);
export const dataPointsResponseSchema = dynamicFormConfigSchema;
