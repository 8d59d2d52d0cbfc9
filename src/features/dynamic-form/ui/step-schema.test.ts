import { zodResolver } from '#shared/ui/form/zod-resolver.ts';
import type { DataPointDefinition } from '#contract/dynamic-form.ts';
import { decodeMessage } from '#shared/i18n/encoded-message.ts';
import { buildStepSchema } from './step-schema.ts';
import { rulesOf } from '#test/rules.ts';

const mx = rulesOf('mx');
const TODAY = '2025-06-01';
const dataPoints: DataPointDefinition[] = [
  { name: 'personalDetails.firstName', required: true },
  { name: 'personalDetails.middleName', required: false },
  { name: 'otherDetails.numberOfDependants', required: true, max: 10 },
  { name: 'personalDetails.dateOfBirth', required: true },
];

describe('buildStepSchema', () => {
  it('keys values by flat field key and outputs submitted values', () => {
    const result = buildStepSchema({ dataPoints }, mx, TODAY).safeParse({
      personalDetails__firstName: '  Ana ',
      personalDetails__middleName: '',
      otherDetails__numberOfDependants: '2',
      personalDetails__dateOfBirth: '07/03/90',
    });
    expect(result.success && result.data).toEqual({
      personalDetails__firstName: 'Ana',
      personalDetails__middleName: undefined,
      otherDetails__numberOfDependants: 2,
      personalDetails__dateOfBirth: '1990-03-07',
    });
  });

  it('validates only the data points it is given and drops other values', () => {
    const schema = buildStepSchema({ dataPoints: dataPoints.slice(0, 1) }, mx, TODAY);
    expect(
      schema.parse({ personalDetails__firstName: 'Ana', otherDetails__numberOfDependants: 'many' }),
    ).toEqual({
      personalDetails__firstName: 'Ana',
    });
  });

  it('gives zodResolver one message per field, with the parameters folded in', async () => {
    const resolve = zodResolver(buildStepSchema({ dataPoints }, mx, TODAY));
    const result = await resolve(
      {
        personalDetails__firstName: '',
        otherDetails__numberOfDependants: '12',
        personalDetails__dateOfBirth: '01/01/2010',
      },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    const message = (key: string) => decodeMessage(String(result.errors[key]?.message));
    expect(message('personalDetails__firstName')).toEqual({ key: 'validation.required' });
    // The configuration's max (10) is stricter than the country's (20).
    expect(message('otherDetails__numberOfDependants')).toEqual({
      key: 'validation.max',
      params: { max: 10 },
    });
    expect(message('personalDetails__dateOfBirth')).toEqual({
      key: 'validation.date.minAge',
      params: { min: 18 },
    });
    expect(result.errors).not.toHaveProperty('personalDetails__middleName');
  });

  it('checks a CURP against the sex and birth date on the same page', () => {
    const schema = buildStepSchema(
      {
        dataPoints: [
          { name: 'personalDetails.gender', required: true },
          { name: 'personalDetails.dateOfBirth', required: true },
          { name: 'personalDetails.personalCode', required: true },
        ],
      },
      mx,
      TODAY,
    );
    const values = {
      personalDetails__dateOfBirth: '20/08/1931',
      personalDetails__personalCode: 'BOXW310820HNERXN09',
    };
    expect(schema.safeParse({ ...values, personalDetails__gender: 'male' }).success).toBe(true);
    const wrongSex = schema.safeParse({ ...values, personalDetails__gender: 'female' });
    expect(wrongSex.error?.issues.map((issue) => [issue.path, decodeMessage(issue.message)])).toEqual([
      [['personalDetails__personalCode'], { key: 'identifiers.curp.sexMismatch' }],
    ]);
  });
});
