import { employmentDetailsRequestSchema } from '#contract/after-offer.ts';
import { LEAD_ID } from '../testing/render-step.tsx';
import {
  EMPLOYMENT_DEFAULTS,
  EMPLOYMENT_SERVER_NAMES,
  employmentBody,
  employmentSchema,
  type EmploymentValues,
} from './employment-details.ts';

const typed: EmploymentValues = {
  employerName: ' Grupo Bimbo, S.A.B. de C.V. ',
  jobTitle: 'Supervisora de turno',
  employerStreet: 'Prolongación Paseo de la Reforma',
  employerHouseNumber: '1000',
  employerPostalCode: '01210',
  employerCity: 'Ciudad de México',
  employerProvince: 'Ciudad de México',
  workPhone: '55 5268 6600',
  startedAt: '1/9/19',
  monthlyIncome: '$24,000',
  payday: ' 30 ',
};

describe('employment details body', () => {
  it('turns valid typed values into a body the contract accepts', async () => {
    expect((await employmentSchema.safeParseAsync(typed)).success).toBe(true);
    const body = employmentBody(LEAD_ID, typed, '5552686600');
    expect(body).toEqual({
      id: LEAD_ID,
      employer: {
        name: 'Grupo Bimbo, S.A.B. de C.V.',
        street: 'Prolongación Paseo de la Reforma',
        houseNumber: '1000',
        postalCode: '01210',
        city: 'Ciudad de México',
        province: 'Ciudad de México',
      },
      incomeDetails: {
        jobTitle: 'Supervisora de turno',
        workPhone: '5552686600',
        incomeContractStartedAt: '2019-09-01',
        monthlyIncome: 24000,
        incomePayday: 30,
      },
    });
    expect(employmentDetailsRequestSchema.safeParse(body).success).toBe(true);
  });

  it.each(Object.entries(EMPLOYMENT_SERVER_NAMES))(
    'the server name of %s is a path the body has (%s)',
    (field, server) => {
      const body = employmentBody(LEAD_ID, typed, '5552686600');
      const [section = '', key = ''] = server.split('.');
      expect(field in EMPLOYMENT_DEFAULTS).toBe(true);
      expect(body).toHaveProperty([section, key], expect.anything());
    },
  );
});
