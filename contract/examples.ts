/**
 * A realistic example of every request and response of the contract (a Mexican applicant). The contract
 * tests check each against its schema; the server tests and the app's client tests reuse them as inputs.
 */
import { offerFigures } from './credit-cost.ts';
import { GENERIC_LOAN_PRODUCT, LOAN_PRODUCTS } from './loan-products.ts';
import type { LeadCreateRequest } from './lead-payload.ts';
import type {
  OperationBodyInput,
  OperationId,
  OperationParams,
  OperationQuery,
  OperationResponse,
} from './routes.ts';

export const EXAMPLE_LEAD_ID = '3f2b8c1e-6a4d-4f7e-9b1a-2c3d4e5f6a7b';
export const EXAMPLE_SESSION_ID = '8d0c6f4a-1b2c-4d3e-8f9a-0b1c2d3e4f5a';
const NOW = '2026-05-04T10:15:30.000Z';
const LATER = '2026-05-05T10:15:30.000Z';

export const exampleLeadCreate: LeadCreateRequest = {
  product: 'prestaluz-mx',
  amount: 10_000,
  period: 12,
  periodScale: 'months',
  financingOption: 'installments',
  monthlyPaymentDay: 15,
  generalPolicies: true,
  policies: [
    { id: 'mx-general-terms', accepted: true },
    { id: 'mx-marketing', accepted: false },
  ],
  personalDetails: {
    firstName: 'María José',
    lastName: 'Hernández',
    secondLastName: 'López',
    gender: 'female',
    dateOfBirth: '1990-08-20',
    personalCode: 'HELM900820MDFRPR05',
  },
  contactDetails: {
    email: 'maria.hernandez@example.com',
    marketingConsents: false,
    phoneNumber: '+52 55 1234 5678',
    postalCode: '06700',
    province: 'Ciudad de México',
    municipality: 'Cuauhtémoc',
    city: 'Ciudad de México',
    suburb: 'Roma Norte',
    street: 'Calle Orizaba',
    houseNumber: '101',
    flatNumber: '4B',
  },
  incomeDetails: {
    monthlyIncome: 18_500,
    incomeSource: 'employed',
    jobArea: 'services',
    jobTitle: 'Contadora',
    positionType: 'employee',
    incomePayday: 15,
    salaryCycle: 'biweekly',
    iban: '002010077777777771',
    usingOnlineBanking: true,
    incomeContractStartedAt: '2019-03-01',
  },
  expenses: {
    rentAmount: 6_000,
    monthlyCreditCommitments: 1_500,
    hasOtherLoans: true,
    totalDebtAmount: 12_000,
  },
  otherDetails: {
    loanPurpose: 'home-improvement',
    maritalStatus: 'single',
    education: 'university',
    housingTenure: 'renting',
    isPoliticallyExposed: false,
    numberOfDependants: 1,
    vehicleOwnership: false,
    overdueDebtAmount: 0,
    countryOfBirth: 'México',
  },
  employer: {
    name: 'Grupo Industrial del Valle S.A. de C.V.',
    taxRegistryCode: 'GIV950101AB1',
    city: 'Ciudad de México',
  },
  referenceDetails: { type: 'family', name: 'José Hernández', phoneNumber: '+52 55 8765 4321' },
  tags: ['ui:mx-prestaluz-v3'],
  deviceData: {
    timezoneOffset: 360,
    deviceMemory: 8,
    browserLanguage: 'es-MX',
    screenResolution: '1920x1080',
    loadingTime: 1240,
  },
  sessionId: EXAMPLE_SESSION_ID,
  sessionStartedAt: NOW,
  expiresAt: LATER,
  leadStatus: 5,
  googleClick: { gclid: 'Cj0KCQjw-example', gclidAt: NOW },
  affiliateReferenceParams: {
    attribute: 'partner-network',
    subId: 'sub-42',
    transactionId: 'tx-9f8e7d',
    setAt: NOW,
  },
  posthogParameters: {
    isLeadPrefilled: true,
    leadPrefilledFields: ['amount'],
    leadPreviouslyRedirected: false,
  },
  leadSource: 'web',
  sellingTierGlobalId: 'tier-gold-2',
  utm: {
    firstTouch: { source: 'newsletter', medium: 'email', campaign: 'spring-loans' },
    lastTouch: {
      source: 'google',
      medium: 'cpc',
      campaign: 'brand',
      content: 'ad-3',
      term: 'prestamo rapido',
    },
  },
  googleCaptchaToken: '03AFcWeA-example-token',
  pixelParameters: { fbp: 'fb.1.1714816530000.123456789', ttclid: 'E.C.P.example' },
};

/** Priced as the reference lender prices prestaluz-mx (contract/loan-products.ts): a Mexican offer, with its CAT. */
const offer = {
  offerId: 'off-3f2b8c1e',
  amount: 10_000,
  period: 12,
  periodScale: 'months' as const,
  ...offerFigures(
    LOAN_PRODUCTS['prestaluz-mx']?.pricing ?? GENERIC_LOAN_PRODUCT.pricing,
    { amount: 10_000, term: 12, unit: 'months' },
    true,
  ),
  currency: 'MXN',
  expiresAt: LATER,
};

/** The costs of an offer, for tests that build offers of their own (a loan of 10,000 over 12 months). */
export const EXAMPLE_OFFER_COSTS = offer.costs;
const saved = { id: EXAMPLE_LEAD_ID, leadStatus: 5, createdAt: NOW, updatedAt: NOW };
const created = { ...saved, credential: 'q3Jx0v9mYt2LbW8cZr5NfK1pHs7dGe4uAo6iTy-Vw_E' };
/** A resume link's token: 18 random bytes and their signature (contract/lead.ts resumeTokenSchema). */
export const EXAMPLE_RESUME_TOKEN = 'Vq3kP0xZ7rT2mY9sLc4bN1hWZt6Gf2Hq8Jw0Ks4Lp7Mr1Nd5Xe9Ya3Bc6Vu2Ti8RoQa';
const stepDone = { id: EXAMPLE_LEAD_ID, state: 10 };
const challenge = {
  id: EXAMPLE_LEAD_ID,
  phoneNumberMasked: '*********678',
  codeLength: 6,
  expiresAt: LATER,
  resendAfterSeconds: 30,
  developmentCode: '482913',
};
const resume = {
  lead: { ...exampleLeadCreate, id: EXAMPLE_LEAD_ID },
  state: 5,
  updatedAt: NOW,
};
const consents = {
  id: EXAMPLE_LEAD_ID,
  consents: [{ id: 'mx-marketing', title: 'Publicidad', required: false, accepted: true, answeredAt: NOW }],
};
const partnerOffer = {
  id: EXAMPLE_LEAD_ID,
  offerId: 'off-3f2b8c1e',
  amount: 10_000,
  period: 12,
  accepted: true,
};

export interface OperationExample<Op extends OperationId> {
  params?: OperationParams<Op>;
  query?: OperationQuery<Op>;
  body?: OperationBodyInput<Op>;
  response: OperationResponse<Op>;
}

export const operationExamples: { [Op in OperationId]: OperationExample<Op> } = {
  createLeadV2: { body: exampleLeadCreate, response: created },
  createLead: { body: exampleLeadCreate, response: created },
  updateLead: { body: { ...exampleLeadCreate, id: EXAMPLE_LEAD_ID }, response: saved },
  getLeadStatus: {
    params: { id: EXAMPLE_LEAD_ID },
    response: { id: EXAMPLE_LEAD_ID, state: 10, status: 'accepted', offer },
  },
  createLeadV3: { body: { ...exampleLeadCreate, formPath: 'monthly-income' }, response: created },
  updateLeadV3: { body: { ...exampleLeadCreate, id: EXAMPLE_LEAD_ID, formPath: 'clabe' }, response: saved },
  getDataPoints: {
    query: { country: 'mx', product: 'prestaluz' },
    response: {
      version: 3,
      country: 'mx',
      product: 'prestaluz',
      firstPage: 'initial-details',
      forms: [
        {
          path: 'initial-details',
          type: 'personal-information',
          context: 'initialDetails',
          dataPoints: [
            { name: 'contactDetails.email', required: true, type: 'string' },
            { name: 'generalPolicies', required: true, type: 'boolean' },
          ],
        },
      ],
    },
  },
  getLeadByLinkV2: {
    params: { id: EXAMPLE_LEAD_ID, urlType: 'email' },
    query: { refTransactionId: 'tx-9f8e7d' },
    response: resume,
  },
  getLeadByLinkV3: {
    params: { id: EXAMPLE_LEAD_ID, urlType: 'continue' },
    query: { refTransactionId: 'tx-9f8e7d' },
    response: resume,
  },
  continueLead: { params: { id: EXAMPLE_LEAD_ID }, response: resume },
  issueResumeLink: {
    params: { id: EXAMPLE_LEAD_ID },
    body: { channel: 'email' },
    response: {
      id: EXAMPLE_LEAD_ID,
      channel: 'email',
      expiresAt: LATER,
      developmentToken: EXAMPLE_RESUME_TOKEN,
    },
  },
  exchangeResumeLink: {
    body: { token: EXAMPLE_RESUME_TOKEN },
    response: { ...resume, credential: created.credential },
  },
  skipLeadStep: { params: { id: EXAMPLE_LEAD_ID }, response: stepDone },
  redirectLead: {
    params: { id: EXAMPLE_LEAD_ID },
    response: {
      id: EXAMPLE_LEAD_ID,
      redirect: {
        url: 'http://127.0.0.1:4010/partner/landing/creditea?ref=3f2b8c1e',
        method: 'GET',
        fields: {},
        partner: { name: 'creditea' },
      },
    },
  },
  lookupPostcodes: {
    params: { code: '067' },
    response: {
      postcodes: [
        {
          postalCode: '06700',
          state: 'Ciudad de México',
          municipality: 'Cuauhtémoc',
          city: 'Ciudad de México',
        },
      ],
    },
  },
  getPostcode: {
    params: { code: '06700' },
    response: {
      postalCode: '06700',
      state: 'Ciudad de México',
      municipality: 'Cuauhtémoc',
      city: 'Ciudad de México',
      colonias: ['Roma Norte'],
    },
  },
  lookupCompanies: {
    params: { name: 'grupo' },
    response: {
      companies: [
        {
          name: 'Grupo Industrial del Valle S.A. de C.V.',
          taxRegistryCode: 'GIV950101AB1',
          postalCode: '03100',
          province: 'Ciudad de México',
          city: 'Ciudad de México',
          street: 'Avenida Insurgentes Sur',
          houseNumber: '1602',
        },
      ],
    },
  },
  getPolicies: {
    query: { country: 'mx', product: 'prestaluz' },
    response: {
      policies: [
        {
          id: 'mx-general-terms',
          kind: 'general',
          title: 'Términos y condiciones',
          text: 'Acepto los términos y condiciones y el aviso de privacidad.',
          url: 'https://example.com/mx/terminos',
          required: true,
          version: '2026-01',
        },
      ],
    },
  },
  getCustomerConsents: { params: { id: EXAMPLE_LEAD_ID }, response: consents },
  updateCustomerConsents: {
    params: { id: EXAMPLE_LEAD_ID },
    body: { consents: [{ id: 'mx-marketing', accepted: true }] },
    response: consents,
  },
  setCustomerPassword: {
    body: { id: EXAMPLE_LEAD_ID, password: 'Prestamo2026', passwordConfirmation: 'Prestamo2026' },
    response: stepDone,
  },
  startMobileVerification: { body: { id: EXAMPLE_LEAD_ID }, response: challenge },
  verifyMobile: { body: { id: EXAMPLE_LEAD_ID, code: '482913' }, response: stepDone },
  resendMobileCode: { body: { id: EXAMPLE_LEAD_ID }, response: challenge },
  changeMobile: { body: { id: EXAMPLE_LEAD_ID, phoneNumber: '+52 33 1234 5678' }, response: challenge },
  postAffiliateEvent: {
    body: {
      product: 'prestaluz-mx',
      event: 'lead_created',
      leadId: EXAMPLE_LEAD_ID,
      sessionId: EXAMPLE_SESSION_ID,
      occurredAt: NOW,
      affiliateReferenceParams: { attribute: 'partner-network', subId: 'sub-42', transactionId: 'tx-9f8e7d' },
      utm: { source: 'partner-network', medium: 'affiliate', campaign: 'spring-2026' },
    },
    response: { eventId: 'evt-1' },
  },
  unsubscribeEmail: {
    query: { email: 'maria.hernandez@example.com', signature: 'Hk2v9QeYc4L0pXr7sTa1Wm8Zn3Bd6Fg5Jh0Ku2Vy4Ew' },
    response: { unsubscribed: true },
  },
  validateEmail: {
    params: { email: 'maria@gmial.com' },
    response: { valid: false, reason: 'no-mail-server', suggestion: 'maria@gmail.com' },
  },
  getVehicleModels: {
    response: { makes: [{ name: 'Nissan', models: [{ name: 'Versa', yearFrom: 2012, yearTo: null }] }] },
  },
  getCountryChoices: { query: { locale: 'es' }, response: { choices: [{ value: 'MX', label: 'México' }] } },
  getPositionChoices: { query: {}, response: { choices: [{ value: 'employee', label: 'Empleado' }] } },
  getProfessionalDetailsMapping: {
    response: {
      incomeSources: [
        {
          value: 'employed',
          label: 'Empleado',
          jobAreas: [{ value: 'services', label: 'Servicios' }],
          positionTypes: [{ value: 'employee', label: 'Empleado' }],
        },
      ],
    },
  },
  getPartnerLogos: {
    response: {
      logos: [
        {
          partner: 'creditea',
          name: 'Creditea',
          logoUrl: 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E',
          width: 160,
          height: 48,
        },
      ],
    },
  },
  submitDocumentId: {
    body: {
      id: EXAMPLE_LEAD_ID,
      documentType: 'voter-card',
      documentNumber: 'HRLPMR90082009M800',
      issuedAt: '2021-06-01',
    },
    response: stepDone,
  },
  uploadId: {
    body: {
      id: EXAMPLE_LEAD_ID,
      side: 'front',
      fileName: 'ine-front.png',
      contentType: 'image/png',
      dataBase64:
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    },
    response: stepDone,
  },
  submitVehicle: {
    body: {
      id: EXAMPLE_LEAD_ID,
      make: 'Nissan',
      model: 'Versa',
      year: 2019,
      licensePlateNumber: 'ABC-123-D',
      isFinanced: false,
      ownership: 'own',
    },
    response: stepDone,
  },
  submitSale: { body: { id: EXAMPLE_LEAD_ID, offerId: 'off-3f2b8c1e', accepted: true }, response: stepDone },
  submitAccount: {
    body: {
      id: EXAMPLE_LEAD_ID,
      iban: '002010077777777771',
      accountHolderName: 'María José Hernández López',
    },
    response: stepDone,
  },
  submitMaritalDetails: {
    body: {
      id: EXAMPLE_LEAD_ID,
      maritalStatus: 'married',
      numberOfDependants: 2,
      spouseMonthlyIncome: 12_000,
    },
    response: stepDone,
  },
  submitAide: {
    body: { id: EXAMPLE_LEAD_ID, receivesAid: true, aidType: 'pension-bienestar', monthlyAidAmount: 3_000 },
    response: stepDone,
  },
  submitCnp: { body: { id: EXAMPLE_LEAD_ID, cnp: '1630615123457' }, response: stepDone },
  submitWniosek: {
    body: { id: EXAMPLE_LEAD_ID, kind: 'application', pesel: '44051401359', idCardNumber: 'ABC123456' },
    response: stepDone,
  },
  submitOfferPayment: {
    body: {
      id: EXAMPLE_LEAD_ID,
      offerId: 'off-3f2b8c1e',
      paymentMethod: 'bank-transfer',
      iban: '002010077777777771',
    },
    response: stepDone,
  },
  submitEmploymentDetails: {
    body: {
      id: EXAMPLE_LEAD_ID,
      employer: { name: 'Grupo Industrial del Valle S.A. de C.V.', city: 'Ciudad de México' },
      incomeDetails: { monthlyIncome: 18_500, incomeContractStartedAt: '2019-03-01' },
    },
    response: stepDone,
  },
  submitPersonalDetails: {
    body: {
      id: EXAMPLE_LEAD_ID,
      personalDetails: { middleName: 'José' },
      otherDetails: { cityOfBirth: 'Puebla' },
    },
    response: stepDone,
  },
  submitPolicy: {
    body: { id: EXAMPLE_LEAD_ID, policies: [{ id: 'mx-credit-bureau', accepted: true }] },
    response: stepDone,
  },
  submitDynamicPolicy: {
    body: {
      id: EXAMPLE_LEAD_ID,
      policies: [{ id: 'mx-partner-sharing', accepted: true }],
      formPath: 'consents',
    },
    response: stepDone,
  },
  submitCreditDetails: {
    body: {
      id: EXAMPLE_LEAD_ID,
      expenses: { monthlyCreditCommitments: 1_500 },
      negativeCreditHistory: false,
    },
    response: stepDone,
  },
  submitProfessionalDetails: {
    body: {
      id: EXAMPLE_LEAD_ID,
      incomeDetails: { jobArea: 'services', positionType: 'employee', jobTitle: 'Contadora' },
    },
    response: stepDone,
  },
  submitCustomerDebts: {
    body: {
      id: EXAMPLE_LEAD_ID,
      debts: [
        {
          creditor: 'Banco Azteca',
          type: 'credit-card',
          outstandingAmount: 8_000,
          monthlyPayment: 900,
          overdue: false,
        },
      ],
    },
    response: stepDone,
  },
  submitReferenceDetails: {
    body: {
      id: EXAMPLE_LEAD_ID,
      references: [{ type: 'friend', name: 'Ana Torres', phoneNumber: '+52 55 2222 3333' }],
    },
    response: stepDone,
  },
  skipDocumentUpload: { body: { id: EXAMPLE_LEAD_ID }, response: stepDone },
  acceptCrediteaOffer: { body: partnerOffer, response: stepDone },
  updateProvidentOffer: { body: { ...partnerOffer, amount: 8_000 }, response: stepDone },
  submitProficredit: {
    body: { ...partnerOffer, accepted: false },
    response: { id: EXAMPLE_LEAD_ID, state: 13 },
  },
};
