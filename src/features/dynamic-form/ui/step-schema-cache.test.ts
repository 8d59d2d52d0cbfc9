import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataPointDefinition } from '#contract/dynamic-form.ts';
import { rulesOf } from '#test/rules.ts';
import { stepSchemaFor } from './step-schema-cache.ts';

const TODAY = '2025-06-01';
const firstName: DataPointDefinition = { name: 'personalDetails.firstName', required: true };
const dateOfBirth: DataPointDefinition = { name: 'personalDetails.dateOfBirth', required: true };

describe('stepSchemaFor', () => {
  it('builds a set of shown fields once, and another set apart, each validating its own fields', () => {
    const mx = rulesOf('mx');
    const one = stepSchemaFor([firstName], mx, TODAY);
    expect(stepSchemaFor([{ ...firstName }], mx, TODAY)).toBe(one);
    // A fresher configuration with the same name but other rules is another schema.
    const optional = stepSchemaFor([{ ...firstName, required: false }], mx, TODAY);
    expect(optional).not.toBe(one);
    expect(optional.safeParse({ personalDetails__firstName: '' }).success).toBe(true);
    expect(one.safeParse({ personalDetails__firstName: '' }).success).toBe(false);
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

  describe('without a given day', () => {
    afterEach(() => vi.useRealTimers());

    it("counts from the applicant's today, and from the next day once the clock passes midnight", () => {
      const mx = rulesOf('mx');
      const eighteenOnJune1st = { personalDetails__dateOfBirth: '01/06/07' };
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2025, 4, 31, 23, 59));
      const before = stepSchemaFor([dateOfBirth], mx);
      expect(before.safeParse(eighteenOnJune1st).success).toBe(false);
      vi.setSystemTime(new Date(2025, 5, 1, 0, 1));
      const after = stepSchemaFor([dateOfBirth], mx);
      expect(after).not.toBe(before);
      expect(after.safeParse(eighteenOnJune1st).success).toBe(true);
    });
  });
});
