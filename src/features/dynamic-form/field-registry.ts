/**
 * One entry per dotted data point of spec section 3 "Lead data points", for every country (cal.com style: a Record
 * over the names, so the compiler flags a data point without an entry). Classic and dynamic steps both read it.
 */
import type { DataPointName } from '#contract/dynamic-form.ts';
import type { FieldDefinition, FieldSpec } from './field-definition.ts';
import { fieldTypeModule } from './field-types/index.ts';
import { buildFieldValidator } from './validation/field-validator.ts';
import DEFAULT_CHOICES from './default-choices.json';

// Default option values (default-choices.json); labels are `fields.<name>.options.<value>`. A configuration may send
// its own list.
const {
  GENDERS,
  INCOME_SOURCES,
  SALARY_CYCLES,
  MARITAL_STATUSES,
  EDUCATION_LEVELS,
  HOUSING_TENURES,
  LOAN_PURPOSES,
  JOB_AREAS,
  REFERENCE_TYPES,
} = DEFAULT_CHOICES;

const money: FieldSpec = { type: 'money' };
const yesNo: FieldSpec = { type: 'yesNo' };
const count: FieldSpec = { type: 'number' };
const pastDate: FieldSpec = { type: 'date', dateRule: 'past' };
const personName = (autocomplete?: string): FieldSpec => ({
  type: 'text',
  pattern: 'name',
  maxLength: 50,
  ...(autocomplete ? { autocomplete } : {}),
});
const select = (choices?: FieldSpec['choices']): FieldSpec => ({
  type: 'select',
  ...(choices ? { choices } : {}),
});
const radio = (choices: string[]): FieldSpec => ({ type: 'radio', choices });

/** Employer address fields get their own autofill section so the browser does not fill them with the home address. */
const employerSection = (token: string) => `section-employer ${token}`;

const SPECS: Record<DataPointName, FieldSpec> = {
  amount: money,
  period: { type: 'term' },
  financingOption: select(),
  monthlyPaymentDay: count,
  generalPolicies: { type: 'checkbox' },

  'personalDetails.firstName': personName('given-name'),
  'personalDetails.middleName': personName('additional-name'),
  'personalDetails.lastName': personName('family-name'),
  // No standard token for a second surname; reusing family-name would autofill it with the first.
  'personalDetails.secondLastName': personName(),
  'personalDetails.gender': { ...radio(GENDERS), autocomplete: 'sex' },
  'personalDetails.dateOfBirth': { type: 'date', dateRule: 'birth', autocomplete: 'bday' },
  'personalDetails.personalCode': { type: 'idCode', identifier: 'personalCode' },

  'contactDetails.email': { type: 'email', pattern: 'email', maxLength: 254, autocomplete: 'email' },
  'contactDetails.marketingConsents': { type: 'checkbox' },
  'contactDetails.phoneNumber': { type: 'phone', autocomplete: 'tel-national' },
  'contactDetails.postalCode': { type: 'postcode', pattern: 'postalCode', autocomplete: 'postal-code' },
  'contactDetails.province': { type: 'text', pattern: 'city', autocomplete: 'address-level1' },
  'contactDetails.district': { type: 'text', pattern: 'district', autocomplete: 'address-level3' },
  'contactDetails.city': { type: 'text', pattern: 'city', autocomplete: 'address-level2' },
  'contactDetails.street': { type: 'text', pattern: 'street', autocomplete: 'address-line1' },
  'contactDetails.blockNumber': { type: 'text', pattern: 'blockNumber', maxLength: 10 },
  'contactDetails.houseNumber': { type: 'text', pattern: 'houseNumber', maxLength: 10 },
  'contactDetails.floor': { type: 'text', pattern: 'flatNumber', maxLength: 10 },
  'contactDetails.flatNumber': { type: 'text', pattern: 'flatNumber', maxLength: 10 },
  'contactDetails.municipality': { type: 'text', pattern: 'municipality' },
  'contactDetails.suburb': { type: 'text', pattern: 'suburb', autocomplete: 'address-level3' },

  'employer.name': {
    type: 'text',
    pattern: 'companyName',
    autocomplete: 'organization',
    lookup: 'companies',
  },
  'employer.postalCode': {
    type: 'postcode',
    pattern: 'postalCode',
    autocomplete: employerSection('postal-code'),
  },
  'employer.province': { type: 'text', pattern: 'city', autocomplete: employerSection('address-level1') },
  'employer.city': { type: 'text', pattern: 'city', autocomplete: employerSection('address-level2') },
  'employer.street': { type: 'text', pattern: 'street', autocomplete: employerSection('address-line1') },
  'employer.houseNumber': { type: 'text', pattern: 'houseNumber', maxLength: 10 },
  'employer.taxRegistryCode': { type: 'idCode', identifier: 'taxRegistryCode' },

  'incomeDetails.monthlyIncome': money,
  'incomeDetails.incomeSource': radio(INCOME_SOURCES),
  'incomeDetails.incomeContractStartedAt': pastDate,
  'incomeDetails.incomeContractExpiresAt': { type: 'date', dateRule: 'any' },
  'incomeDetails.incomePayday': count,
  'incomeDetails.jobArea': select(JOB_AREAS),
  'incomeDetails.jobTitle': { type: 'text', pattern: 'jobTitle', autocomplete: 'organization-title' },
  'incomeDetails.iban': { type: 'iban', identifier: 'iban' },
  'incomeDetails.usingOnlineBanking': yesNo,
  'incomeDetails.positionType': select('api:position'),
  'incomeDetails.monthlyExtraIncome': money,
  'incomeDetails.workPhone': { type: 'phone', autocomplete: 'work tel-national' },
  'incomeDetails.spouseMonthlyIncome': money,
  'incomeDetails.salaryCycle': radio(SALARY_CYCLES),
  'incomeDetails.salaryCycleValue': count,
  'incomeDetails.cofidisProfession': select(),
  'incomeDetails.householdIncome': money,
  'incomeDetails.inTaxDebt': yesNo,
  'incomeDetails.inContributionDebt': yesNo,
  'incomeDetails.economicActivity': select(),
  'incomeDetails.terminationPeriod': select(),
  'incomeDetails.trialPeriod': yesNo,
  'incomeDetails.pensionPayer': { type: 'text', pattern: 'pensionPayer' },

  'otherDetails.loanPurpose': select(LOAN_PURPOSES),
  'otherDetails.isPoliticallyExposed': yesNo,
  'otherDetails.connectedToPep': yesNo,
  'otherDetails.maritalStatus': select(MARITAL_STATUSES),
  'otherDetails.education': select(EDUCATION_LEVELS),
  'otherDetails.housingTenure': radio(HOUSING_TENURES),
  'otherDetails.housingTenureSinceDate': pastDate,
  'otherDetails.vehicleConsent': { type: 'checkbox' },
  'otherDetails.hasVehicleDownPayment': yesNo,
  'otherDetails.vehicleOwnership': yesNo,
  'otherDetails.vehicleLicensePlateNumber': {
    type: 'text',
    pattern: 'licensePlate',
    maxLength: 10,
    uppercase: true,
  },
  'otherDetails.isVehicleFinanced': yesNo,
  'otherDetails.ibanConsent': { type: 'checkbox' },
  'otherDetails.negativeCreditHistory': yesNo,
  'otherDetails.numberOfDependants': count,
  'otherDetails.numberOfDependantsOther': count,
  'otherDetails.countryOfBirth': { ...select('api:country'), pattern: 'countryOfBirth' },
  'otherDetails.livingArea': select(),
  'otherDetails.citizenship': select('api:country'),
  'otherDetails.secondCitizenship': select('api:country'),
  'otherDetails.cityOfBirth': { type: 'text', pattern: 'city' },
  'otherDetails.idCardNumber': { type: 'idCode', identifier: 'idCardNumber' },
  'otherDetails.idCardIssuedAt': pastDate,
  'otherDetails.idCardIssuedAuthority': { type: 'text', pattern: 'companyName' },
  'otherDetails.overdueDebtAmount': money,
  'otherDetails.provinceOfBirth': { type: 'text', pattern: 'city' },
  'otherDetails.isInterestedInDebtConsolidation': yesNo,
  'otherDetails.hasBankAccount': yesNo,
  'otherDetails.hasProofOfIncome': yesNo,
  'otherDetails.taxIdentificationNumber': { type: 'idCode', identifier: 'taxIdentificationNumber' },
  'otherDetails.numberOfInhabitants': count,
  'otherDetails.pensionNumber': { type: 'text', pattern: 'alphanumeric', maxLength: 30 },
  'otherDetails.fieldRegistrationNumber': { type: 'text', pattern: 'alphanumeric', maxLength: 30 },
  'otherDetails.fieldSquareArea': { type: 'number', decimals: 2 },

  'expenses.mortgageAmount': money,
  'expenses.rentAmount': money,
  'expenses.monthlyExpenses': money,
  'expenses.monthlyCreditCommitments': money,
  'expenses.hasOtherLoans': yesNo,
  'expenses.totalDebtAmount': money,
  'expenses.mortgageStartedAt': pastDate,
  'expenses.mortgageExpiresAt': { type: 'date', dateRule: 'any' },
  'expenses.monthlyMortgageAmount': money,
  'expenses.householdExpenses': money,

  'referenceDetails.type': select(REFERENCE_TYPES),
  'referenceDetails.name': personName(),
  'referenceDetails.phoneNumber': { type: 'phone' },
};

function define(name: DataPointName, spec: FieldSpec): FieldDefinition {
  const fieldType = fieldTypeModule(spec.type);
  return {
    ...spec,
    name,
    labelKey: `fields.${name}.label`,
    helpKey: `fields.${name}.help`,
    valueType: fieldType.valueType,
    inputMode: spec.inputMode ?? fieldType.inputMode(spec),
    buildValidator: (definition, rules, today) => buildFieldValidator(name, spec, definition, rules, today),
  };
}

// Object.entries and Object.fromEntries type keys as plain strings. SPECS is a Record<DataPointName, FieldSpec> (every
// name, no other key: its literal is checked against that type), so the entries are its names and the registry has
// one definition for each.
export const FIELD_REGISTRY = Object.fromEntries(
  (Object.entries(SPECS) as [DataPointName, FieldSpec][]).map(([name, spec]) => [name, define(name, spec)]),
) as Record<DataPointName, FieldDefinition>;
