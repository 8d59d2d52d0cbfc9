/**
 * The identity document's details (state 30, POST /lead/documentId): the form's rules, with message keys, and
 * the body sent. Dates are typed as the country writes them, as everywhere in the funnel, and leave as ISO dates; both are
 * optional (the contract's), but a date that is typed must be real, an issue date cannot be in the future and
 * an expired document is refused before sending.
 */
import { z } from 'zod';
import { lazySchema } from '#contract/lazy-schema.ts';
import { documentTypeSchema, type DocumentIdRequest } from '#contract/after-offer.ts';
import { market } from '#markets/market.ts';
import { dateFormatParams } from '#shared/i18n/date-format-params.ts';
import { parseDate as parseAnyDate } from '#shared/lib/dates.ts';
import { withParams } from '../use-step-messages.ts';

/** Dates as the market writes them (day or month first). */
const parseDate = (typed: string) => parseAnyDate(typed, market.country.dateStyle);

export type DocumentType = DocumentIdRequest['documentType'];

/** The order the choices are shown in. */
export const DOCUMENT_TYPES: readonly DocumentType[] = [
  'id-card',
  'voter-card',
  'passport',
  'residence-permit',
];

export interface IdDocumentValues {
  documentType: string;
  documentNumber: string;
  issuedAt: string;
  expiresAt: string;
}

export const ID_DOCUMENT_DEFAULTS: IdDocumentValues = {
  documentType: '',
  documentNumber: '',
  issuedAt: '',
  expiresAt: '',
};

/** Spaces are how numbers are grouped on cards, not part of them; letters are sent in capitals. */
export const normalizeDocumentNumber = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

const optionalDate = lazySchema(() =>
  z
    .string()
    .trim()
    .refine(
      (typed) => typed === '' || parseDate(typed) !== undefined,
      withParams('validation.date.format', dateFormatParams(market.country.dateStyle)),
    ),
);

/** `today` is an ISO date (the applicant's calendar day), so the rules are testable. */
export function idDocumentSchema(today: string) {
  return z
    .object({
      documentType: z
        .string()
        .refine((value) => documentTypeSchema.safeParse(value).success, 'validation.choice'),
      documentNumber: z
        .string()
        .transform(normalizeDocumentNumber)
        .pipe(
          z
            .string()
            .min(1, 'validation.required')
            .regex(/^[A-Z0-9]+$/, 'idUpload.errors.numberCharacters')
            .min(4, 'idUpload.errors.numberLength')
            .max(20, 'idUpload.errors.numberLength'),
        ),
      issuedAt: optionalDate.refine(
        (typed) => (parseDate(typed) ?? '') <= today,
        'idUpload.errors.issuedFuture',
      ),
      expiresAt: optionalDate.refine(
        (typed) => typed === '' || (parseDate(typed) ?? today) >= today,
        'idUpload.errors.expired',
      ),
    })
    .refine(
      ({ issuedAt, expiresAt }) => {
        const issued = parseDate(issuedAt);
        const expires = parseDate(expiresAt);
        return !issued || !expires || expires > issued;
      },
      { message: 'idUpload.errors.expiresBeforeIssued', path: ['expiresAt'] },
    );
}

/** The body of POST /lead/documentId from the form's values (already checked by the schema). */
export function documentIdBody(id: string, values: IdDocumentValues): DocumentIdRequest {
  const issuedAt = parseDate(values.issuedAt);
  const expiresAt = parseDate(values.expiresAt);
  return {
    id,
    documentType: documentTypeSchema.parse(values.documentType),
    documentNumber: normalizeDocumentNumber(values.documentNumber),
    ...(issuedAt ? { issuedAt } : {}),
    ...(expiresAt ? { expiresAt } : {}),
  };
}
