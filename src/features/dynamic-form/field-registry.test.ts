import { DATA_POINT_NAMES, type DataPointName } from '#contract/dynamic-form.ts';
import { IDENTIFIER_DATA_POINTS } from '#contract/identifiers.ts';
import { dynamicFormFixtures } from '#contract/fixtures/index.ts';
import { COUNTRIES } from '#markets/matrix.ts';
import { FIELD_REGISTRY } from './field-registry.ts';
import { FIELD_TYPES } from './field-types/index.ts';
import { rulesOf } from '#test/rules.ts';

// Transcribed from spec section 3 "Lead data points", one line per group, as the spec writes them.
const SPEC_LEAD_DATA_POINTS = `
Top level: amount, period, financingOption, monthlyPaymentDay, generalPolicies
personalDetails: firstName, middleName, lastName, secondLastName, gender, dateOfBirth, personalCode
contactDetails: email, marketingConsents, phoneNumber, postalCode, province, district, city, street, blockNumber, houseNumber, floor, flatNumber, municipality, suburb
employer: name, postalCode, province, city, street, houseNumber, taxRegistryCode
incomeDetails: monthlyIncome, incomeSource, incomeContractStartedAt, incomeContractExpiresAt, incomePayday, jobArea, jobTitle, iban, usingOnlineBanking, positionType, monthlyExtraIncome, workPhone, spouseMonthlyIncome, salaryCycle, salaryCycleValue, cofidisProfession, householdIncome, inTaxDebt, inContributionDebt, economicActivity, terminationPeriod, trialPeriod, pensionPayer
otherDetails: loanPurpose, isPoliticallyExposed, connectedToPep, maritalStatus, education, housingTenure, housingTenureSinceDate, vehicleConsent, hasVehicleDownPayment, vehicleOwnership, vehicleLicensePlateNumber, isVehicleFinanced, ibanConsent, negativeCreditHistory, numberOfDependants, numberOfDependantsOther, countryOfBirth, livingArea, citizenship, secondCitizenship, cityOfBirth, idCardNumber, idCardIssuedAt, idCardIssuedAuthority, overdueDebtAmount, provinceOfBirth, isInterestedInDebtConsolidation, hasBankAccount, hasProofOfIncome, taxIdentificationNumber, numberOfInhabitants, pensionNumber, fieldRegistrationNumber, fieldSquareArea
expenses: mortgageAmount, rentAmount, monthlyExpenses, monthlyCreditCommitments, hasOtherLoans, totalDebtAmount, mortgageStartedAt, mortgageExpiresAt, monthlyMortgageAmount, householdExpenses
referenceDetails: type, name, phoneNumber
`;

const specNames = SPEC_LEAD_DATA_POINTS.trim()
  .split('\n')
  .flatMap((line) => {
    const [group = '', list = ''] = line.split(': ');
    const names = list.split(', ');
    return group === 'Top level' ? names : names.map((name) => `${group}.${name}`);
  });

describe('FIELD_REGISTRY', () => {
  it('has an entry for every dotted data point of the spec, and no other', () => {
    expect(specNames).toHaveLength(103);
    expect(Object.keys(FIELD_REGISTRY).sort()).toEqual([...specNames].sort());
    expect([...DATA_POINT_NAMES].sort()).toEqual([...specNames].sort());
  });

  it('names its label and help text by the dotted name', () => {
    for (const [name, field] of Object.entries(FIELD_REGISTRY)) {
      expect(field.name).toBe(name);
      expect(field.labelKey).toBe(`fields.${name}.label`);
      expect(field.helpKey).toBe(`fields.${name}.help`);
      expect(FIELD_TYPES).toContain(field.type);
    }
  });

  it.each<[DataPointName, string]>([
    ['personalDetails.firstName', 'given-name'],
    ['personalDetails.lastName', 'family-name'],
    ['personalDetails.dateOfBirth', 'bday'],
    ['contactDetails.email', 'email'],
    ['contactDetails.phoneNumber', 'tel-national'],
    ['contactDetails.postalCode', 'postal-code'],
    ['contactDetails.province', 'address-level1'],
    ['contactDetails.city', 'address-level2'],
    ['employer.postalCode', 'section-employer postal-code'],
  ])('%s autocompletes as %s', (name, token) => {
    expect(FIELD_REGISTRY[name].autocomplete).toBe(token);
  });

  it.each<[DataPointName, string]>([
    ['amount', 'decimal'],
    ['otherDetails.numberOfDependants', 'numeric'],
    ['contactDetails.phoneNumber', 'tel'],
    ['contactDetails.email', 'email'],
    ['contactDetails.postalCode', 'numeric'],
    ['personalDetails.firstName', 'text'],
  ])('%s uses the %s keyboard', (name, inputMode) => {
    expect(FIELD_REGISTRY[name].inputMode).toBe(inputMode);
  });

  it('takes nationality and country choices from the choices API', () => {
    expect(FIELD_REGISTRY['otherDetails.countryOfBirth'].choices).toBe('api:country');
    expect(FIELD_REGISTRY['otherDetails.citizenship'].choices).toBe('api:country');
    expect(FIELD_REGISTRY['incomeDetails.positionType'].choices).toBe('api:position');
  });

  it('agrees with the value type hints of every fixture configuration', () => {
    for (const config of Object.values(dynamicFormFixtures)) {
      for (const dataPoint of config.forms.flatMap((form) => form.dataPoints)) {
        if (dataPoint.type)
          expect([dataPoint.name, FIELD_REGISTRY[dataPoint.name].valueType]).toEqual([
            dataPoint.name,
            dataPoint.type,
          ]);
      }
    }
  });

  it('builds a validator for every data point in every country, and each treats an optional blank as absent', () => {
    for (const country of COUNTRIES) {
      const rules = rulesOf(country);
      for (const field of Object.values(FIELD_REGISTRY)) {
        const validator = field.buildValidator({ name: field.name, required: false }, rules, '2025-06-15');
        expect(validator.safeParse('').success).toBe(true);
        expect(field.buildValidator({ name: field.name, required: true }, rules).safeParse('').success).toBe(
          false,
        );
      }
    }
  });

  it('every field holding a national id, tax id or account is on the never-stored list (docs/adr/0011)', () => {
    const identifierFields = Object.entries(FIELD_REGISTRY)
      .filter(([, field]) => field.identifier !== undefined || field.type === 'iban')
      .map(([name]) => name);
    expect(identifierFields.length).toBeGreaterThan(0);
    expect([...IDENTIFIER_DATA_POINTS]).toEqual(expect.arrayContaining(identifierFields));
  });
});
