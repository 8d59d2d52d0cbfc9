import { personalDetailsRequestSchema } from '#contract/after-offer.ts';
import { LEAD_ID } from '../testing/render-step.tsx';
import { PERSONAL_DEFAULTS, personalBody, personalSchema, type PersonalValues } from './personal-details.ts';

const countries = [
  { value: 'MX', label: 'México' },
  { value: 'DO', label: 'República Dominicana' },
];

const typed: PersonalValues = {
  ...PERSONAL_DEFAULTS,
  idCardNumber: 'idmex-1234 5678',
  idCardIssuedAt: '2019-05-20',
  idCardIssuedAuthority: 'INE',
  citizenship: 'MX',
  countryOfBirth: 'DO',
  cityOfBirth: 'Santo Domingo',
  isPoliticallyExposed: 'no',
  connectedToPep: 'yes',
};

describe('personal details body', () => {
  it.each([
    [{}, {}],
    [{ middleName: ' Guadalupe ' }, { middleName: 'Guadalupe' }],
    [{ secondLastName: 'López' }, { secondLastName: 'López' }],
    [{ middleName: '  ', secondLastName: '' }, {}],
  ])('sends only the names given: %j as %j', (names, personalDetails) => {
    expect(personalBody(LEAD_ID, { ...typed, ...names }, countries).personalDetails).toEqual(personalDetails);
  });

  it.each([
    ['DO', 'República Dominicana'],
    ['MX', 'México'],
  ])('sends the country of birth %s by its name %s', (code, name) => {
    expect(
      personalBody(LEAD_ID, { ...typed, countryOfBirth: code }, countries).otherDetails?.countryOfBirth,
    ).toBe(name);
  });

  it.each([
    ['yes', 'no', true, false],
    ['no', 'yes', false, true],
  ])('answers %s / %s as %s / %s', (exposed, connected, isPoliticallyExposed, connectedToPep) => {
    const body = personalBody(
      LEAD_ID,
      { ...typed, isPoliticallyExposed: exposed, connectedToPep: connected },
      countries,
    );
    expect(body.otherDetails).toMatchObject({ isPoliticallyExposed, connectedToPep });
  });

  it('builds a body the contract accepts from valid values, the id number compact', async () => {
    expect((await personalSchema.safeParseAsync(typed)).success).toBe(true);
    const body = personalBody(LEAD_ID, typed, countries);
    expect(body.otherDetails?.idCardNumber).toBe('IDMEX12345678');
    expect(body.otherDetails?.idCardIssuedAt).toBe('2019-05-20');
    expect(personalDetailsRequestSchema.safeParse(body).success).toBe(true);
  });
});
