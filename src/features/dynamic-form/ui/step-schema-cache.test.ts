import type { DataPointDefinition } from '../../../../contract/dynamic-form.ts';
import { rulesOf } from '../../../test/rules';
import { stepSchemaFor } from './step-schema-cache.ts';

const TODAY = '2025-06-01';
const firstName: DataPointDefinition = { name: 'personalDetails.firstName', required: true };
const dateOfBirth: DataPointDefinition = { name: 'personalDetails.dateOfBirth', required: true };

describe('stepSchemaFor', () => {
  it('builds a set of shown fields once, and another set apart, each validating its own fields', () => {
    const mx = rulesOf('mx');
    const one = stepSchemaFor([firstName], mx, TODAY);
    expect(stepSchemaFor([{ ...firstName }], mx, TODAY)).toBe(one);
    const both = stepSchemaFor([firstName, dateOfBirth], mx, TODAY);
    expect(both).not.toBe(one);
    expect(one.safeParse({ personalDetails__firstName: 'Ana' }).success).toBe(true);
    expect(both.safeParse({ personalDetails__firstName: 'Ana' }).success).toBe(false);
  });

  it('builds afresh for another day or other country rules', () => {
    const mx = rulesOf('mx');
    const first = stepSchemaFor([dateOfBirth], mx, TODAY);
    expect(stepSchemaFor([dateOfBirth], mx, '2025-06-02')).not.toBe(first);
    expect(stepSchemaFor([dateOfBirth], rulesOf('pl'), TODAY)).not.toBe(first);
    expect(stepSchemaFor([dateOfBirth], mx, TODAY)).toBe(first);
  });

  it('counts the day: an applicant who turns 18 today is of age today and not the day before', () => {
    const mx = rulesOf('mx');
    const eighteenToday = { personalDetails__dateOfBirth: '01/06/07' };
    expect(stepSchemaFor([dateOfBirth], mx, '2025-06-01').safeParse(eighteenToday).success).toBe(true);
    expect(stepSchemaFor([dateOfBirth], mx, '2025-05-31').safeParse(eighteenToday).success).toBe(false);
  });
});
