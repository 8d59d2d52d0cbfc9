// @vitest-environment node
import { COUNTRIES } from '#contract/page-variants.ts';
import { policiesResponseSchema } from '#contract/reference-data.ts';
import { policiesFor } from './policies.ts';

describe('policiesFor', () => {
  it.each(COUNTRIES)(
    '%s: answers the contract, with the general and privacy policies required',
    (country) => {
      const policies = policiesFor(country);
      expect(policiesResponseSchema.safeParse({ policies }).success).toBe(true);
      const required = policies.filter((policy) => policy.required).map((policy) => policy.kind);
      expect(required).toEqual(expect.arrayContaining(['general', 'privacy']));
      expect(policies.find((policy) => policy.kind === 'marketing')?.required).toBe(false);
    },
  );

  it('asks a German applicant for the SCHUFA consent, required, in German: query and report', () => {
    expect(policiesFor('de').find((policy) => policy.kind === 'credit-bureau')).toMatchObject({
      id: 'de-credit-bureau',
      title: 'SCHUFA-Klausel',
      required: true,
      url: 'https://legal.example.com/de/credit-bureau',
      text: expect.stringMatching(/SCHUFA Holding AG.*Auskünfte über mich einholt.*übermittelt/s),
    });
  });
});
