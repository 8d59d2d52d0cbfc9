import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataPointDefinition } from '#contract/dynamic-form.ts';
import { rulesOf } from '#test/rules.ts';
import { checkText } from '../field-types/shared/text-value.ts';
import { FIELD_REGISTRY } from '../field-registry.ts';
import { prepareStepValidation } from './validation-warm-up.ts';

const TODAY = '2025-06-01';
const firstName: DataPointDefinition = { name: 'personalDetails.firstName', required: true };
const city: DataPointDefinition = { name: 'contactDetails.city', required: true, pattern: '[A-Za-z ]+' };
const dateOfBirth: DataPointDefinition = { name: 'personalDetails.dateOfBirth', required: true };

afterEach(() => vi.restoreAllMocks());

describe('prepareStepValidation', () => {
  it('runs each text pattern of the step (its kind and its configuration) on a Latin-1 and a two-byte sample', () => {
    const rules = rulesOf('pl');
    const runs: { source: string; subject: string }[] = [];
    const test = RegExp.prototype.test;
    vi.spyOn(RegExp.prototype, 'test').mockImplementation(function (this: RegExp, subject: string) {
      runs.push({ source: this.source, subject });
      return test.call(this, subject);
    });
    prepareStepValidation([firstName, city, dateOfBirth], rules, TODAY);
    for (const source of [rules.patterns.name.source, rules.patterns.city.source, '^(?:[A-Za-z ]+)$'])
      expect(runs.filter((run) => run.source === source).map((run) => run.subject)).toEqual(['a', '\u0105']);
  });
});

describe('checkText after the warm-up', () => {
  it('answers every value as it did before it', () => {
    const rules = rulesOf('pl');
    const context = {
      name: city.name,
      field: FIELD_REGISTRY[city.name],
      definition: city,
      rules,
      today: TODAY,
    };
    const cold = (value: string) => checkText(value, context);
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (value) => {
        const before = cold(value);
        prepareStepValidation([city], rules, TODAY);
        expect(checkText(value, context)).toEqual(before);
      }),
      { numRuns: 200 },
    );
  });
});
