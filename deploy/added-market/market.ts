/**
 * The market the added-market test adds (issue 32 item 7): Ireland, a country the product does not serve, with
 * Liffey, a brand it does not have, added as a lender's developer would add them and in no other way:
 * - a row in each market table (below), each table found by its name (scripts/lib/table-entries.ts);
 * - the files of tree/, copied to the same paths: the country's module (its identifiers and postcode) and the brand's
 *   logos and stylesheet;
 * - a locale, ie, which starts as a copy of en and has tree/public/locales/ie/ over it (English is Ireland's
 *   language; its own texts show the page reads the market's locale and not the fallback).
 * The types name every table a country or a brand must be in (Record<Country, ...>), so a table missing here fails
 * the copy's typecheck, and a table renamed fails the test.
 */
import type { TableEntry } from '../../scripts/lib/table-entries.ts';

export const ADDED_MARKET = { country: 'ie', product: 'liffey', locale: 'ie' } as const;

/** What one source file gets: rows for its tables, and the imports those rows name. */
export interface FileRows {
  file: string;
  imports?: readonly string[];
  rows: readonly TableEntry[];
}

const matrix: FileRows[] = [
  {
    file: 'contract/page-variants.ts',
    rows: [
      { table: 'COUNTRIES', entry: `'ie'` },
      { table: 'PRODUCTS', entry: `'liffey'` },
      { table: 'PAGE_VARIANTS', entry: `{ country: 'ie', product: 'liffey', applicationPage: 'classic' }` },
    ],
  },
  {
    file: 'contract/locales.ts',
    rows: [
      { table: 'LOCALES', entry: `'ie'` },
      { table: 'LANGUAGE_TAGS', entry: `ie: 'en-IE'` },
    ],
  },
  {
    file: 'contract/loan-products.ts',
    rows: [
      {
        table: 'LOAN_PRODUCTS',
        entry: `'liffey-ie': {
          amount: amount(1_000, 30_000, 500, 5_000),
          term: months(6, 60, 6, 24),
          pricing: price(9.9, 'monthly-instalments'),
          source: 'The added-market fixture: an Irish personal loan of EUR 1,000 to 30,000 over 6 to 60 months.',
          pricingSource: 'The added-market fixture: about 10 % a year, as Irish banks price personal loans; no fees.',
        }`,
      },
    ],
  },
];

const app: FileRows[] = [
  {
    file: 'src/markets/countries.ts',
    rows: [
      {
        table: 'COUNTRY_PROFILES',
        entry: `ie: {
          code: 'ie',
          locale: 'ie',
          intlLocale: 'en-IE',
          currency: 'EUR',
          currencySymbol: '€',
          dateStyle: { order: 'dmy', separator: '/' },
          decimalSeparator: '.',
          phonePrefix: '+353',
          phoneNationalDigits: { min: 7, max: 9 },
          phoneTrunkPrefix: '0',
          postcodeInputMode: 'text',
          bankAccountKind: 'iban',
          requiresTrackingConsent: true,
          costDisclosure: EU_DISCLOSURE,
        }`,
      },
    ],
  },
  {
    file: 'src/markets/brands.ts',
    rows: [
      {
        table: 'BRANDS',
        entry: `liffey: {
          product: 'liffey',
          name: 'Liffey',
          pageTitle: 'Liffey | Personal loans, plainly',
          metaDescription: 'Liffey: a personal loan applied for online in a few minutes, with the cost shown up front.',
          metaKeywords: 'personal loan, online loan, Liffey',
          footerText: 'Liffey Lending',
          layoutClassName: 'layout-liffey',
          mainClassName: 'main-liffey',
          siteUrl: '/',
          theme: {
            primary: '#1b4d3e',
            primaryContrast: '#ffffff',
            accent: '#c9a227',
            surface: '#f4f8f6',
            text: '#132a22',
            neutral: '#55686d',
            radius: '8px',
            fontFamily: systemFont,
          },
        }`,
      },
    ],
  },
  { file: 'src/markets/page-data.ts', rows: [{ table: 'BRAND_TEXT_LANGUAGE', entry: `liffey: 'en'` }] },
  {
    file: 'src/markets/country-markets/all.ts',
    imports: [`import { classicForm as ieClassicForm, ie } from './ie.ts';`],
    rows: [
      { table: 'ALL_COUNTRY_MARKETS', entry: `ie: market('ie', ie)` },
      { table: 'ALL_CLASSIC_FORMS', entry: `ie: ieClassicForm` },
    ],
  },
  {
    file: 'src/app/gallery/gallery-classic-lead.ts',
    rows: [
      {
        table: 'CLASSIC_ONLY',
        entry: `ie: {
          'referenceDetails.name': 'Seán Murphy',
          'referenceDetails.phoneNumber': '851234567',
          'employer.postalCode': 'D02 X285',
          'employer.city': 'Dublin',
          'employer.street': 'Grafton Street',
          'employer.houseNumber': '10',
        }`,
      },
    ],
  },
];

/** The reference API's own tables: the lender's credit policy and its reference data for the country. */
const referenceApi: FileRows[] = [
  {
    file: 'server/leads/country-lending.ts',
    rows: [
      {
        table: 'COUNTRY_LENDING',
        entry: `ie: { currency: 'EUR', minMonthlyIncome: 1_000, minOfferAmount: 1_000, statesCat: false }`,
      },
    ],
  },
  { file: 'server/reference/employers.ts', rows: [{ table: 'EMPLOYERS', entry: `ie: []` }] },
  {
    file: 'server/reference/policies.ts',
    rows: [
      {
        table: 'TEXTS',
        entry: `ie: {
          general: ['Terms and conditions', 'I accept the terms and conditions.'],
          privacy: ['Privacy notice', 'I have read the privacy notice.'],
          marketing: ['Marketing', 'I would like offers by email and text message.'],
        }`,
      },
    ],
  },
  { file: 'server/reference/postcode-lookup.ts', rows: [{ table: 'SOURCES', entry: `ie: () => []` }] },
];

export const MARKET_ROWS: readonly FileRows[] = [...matrix, ...app, ...referenceApi];

/** The texts the ie locale writes its own way (tree/public/locales/ie/), read back by the test. */
export const OWN_TEXTS = {
  firstStepTitle: 'A little about yourself',
  next: 'Next, please',
} as const;
