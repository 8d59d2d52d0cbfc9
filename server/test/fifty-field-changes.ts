/**
 * Fifty changes of fifty different fields of one lead, each valid on its own and each a different value from the
 * contract's example lead, for the lost-update test (issue 28 item 6): sent at once, every one must land.
 */
import type { LeadData } from '#contract/lead-payload.ts';

type Change = { [Key in keyof LeadData]-?: [Key, LeadData[Key]] }[keyof LeadData];

const sectionChanges: Record<string, Record<string, unknown>> = {
  personalDetails: { firstName: 'Ana', lastName: 'Ruiz', secondLastName: 'Soto', middleName: 'Lucía' },
  contactDetails: {
    province: 'Jalisco',
    municipality: 'Zapopan',
    city: 'Guadalajara',
    suburb: 'Centro',
    street: 'Calle Juárez',
    houseNumber: '202',
    flatNumber: '5C',
    marketingConsents: true,
  },
  incomeDetails: {
    monthlyIncome: 20_000,
    jobTitle: 'Auditora',
    incomePayday: 20,
    usingOnlineBanking: false,
    incomeContractStartedAt: '2018-01-01',
  },
  expenses: {
    rentAmount: 7_000,
    monthlyCreditCommitments: 1_000,
    hasOtherLoans: false,
    totalDebtAmount: 5_000,
  },
  otherDetails: {
    numberOfDependants: 2,
    vehicleOwnership: true,
    overdueDebtAmount: 100,
    isPoliticallyExposed: true,
  },
  employer: { name: 'Servicios del Norte', city: 'Monterrey' },
  referenceDetails: { name: 'Juan Pérez', phoneNumber: '+52 55 1111 2222' },
  deviceData: {
    timezoneOffset: 300,
    deviceMemory: 4,
    browserLanguage: 'es',
    screenResolution: '390x844',
    loadingTime: 900,
  },
  googleClick: { gclid: 'Cj0-another-click' },
  posthogParameters: { isLeadPrefilled: false, leadPreviouslyRedirected: true },
  pixelParameters: { fbp: 'fb.1.1.2', fbc: 'fb.1.1.3', ttp: 'ttp-2', ttclid: 'E.C.P.another' },
};

const topLevelChanges: Change[] = [
  ['amount', 12_000],
  ['period', 18],
  ['monthlyPaymentDay', 20],
  ['leadSource', 'embedded'],
  ['sellingTierGlobalId', 'tier-silver-1'],
  ['leadStatus', 4],
  ['sessionStartedAt', '2026-05-04T11:00:00.000Z'],
  ['expiresAt', '2026-05-06T11:00:00.000Z'],
  ['generalPolicies', false],
];

/**
 * Each change as the body section it sends (`{ personalDetails: { firstName: 'Ana' } }`) and the value it sets. Built
 * from the contract's own section names; the test parses every body with the contract before sending.
 */
export const FIFTY_FIELD_CHANGES: { path: string; data: Record<string, unknown>; value: unknown }[] = [
  ...Object.entries(sectionChanges).flatMap(([section, fields]) =>
    Object.entries(fields).map(([field, value]) => ({
      path: `${section}.${field}`,
      data: { [section]: { [field]: value } },
      value,
    })),
  ),
  ...topLevelChanges.map(([key, value]) => ({ path: key, data: { [key]: value }, value })),
];
