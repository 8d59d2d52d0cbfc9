/**
 * The gallery's classic applicant of every classic variant passes that variant's own classic form, page by page (the
 * registry's validators under the country's rules, identifiers cross-checked with birth date and gender), and its
 * phones parse as the country's: the gallery's later steps and check-your-answers screens show answers, not errors.
 */
import { describe, expect, it } from 'vitest';
import { PAGE_VARIANTS, type PageVariant } from '#contract/page-variants.ts';
import { fieldKey } from '#features/dynamic-form/ui/field-keys.ts';
import { buildStepSchema } from '#features/dynamic-form/ui/step-schema.ts';
import { buildPages } from '#features/funnel/form-model/build-pages.ts';
import { countryRules } from '#markets/country-validation.ts';
import { loanProductOf } from '#markets/loan-products.ts';
import { parsePhone } from '#shared/lib/phone.ts';
import { classicFormOf } from '../application/classic/classic-form.ts';
import { leadToAnswers } from '../application/resume/lead-answers.ts';
import { classicLeadOf } from './gallery-classic-lead.ts';

const CLASSIC_VARIANTS = PAGE_VARIANTS.filter((variant) => variant.applicationPage === 'classic');

function seeded(variant: PageVariant) {
  const loan = loanProductOf(variant);
  const form = classicFormOf(variant, loan);
  const lead = { ...classicLeadOf(form), amount: loan.amount.default, period: loan.term.default };
  return { form, lead, answers: leadToAnswers(lead), rules: countryRules(variant.country, loan) };
}

describe.each(
  CLASSIC_VARIANTS.map((variant) => ({ ...variant, key: `${variant.country}/${variant.product}` })),
)('the gallery applicant of the classic variant $key', (variant) => {
  const { form, lead, answers, rules } = seeded(variant);

  it('answers every step of the form, each page valid under the country rules', () => {
    const pages = buildPages(form.config, answers);
    // Employed, so the employment step is asked too: every classic step shows.
    expect(pages.map((page) => page.path)).toEqual(form.steps.map((step) => step.path));
    for (const page of pages) {
      const input = Object.fromEntries(
        page.dataPoints.map(({ name }) => [fieldKey(name), answers[name] ?? '']),
      );
      const parsed = buildStepSchema(page, rules).safeParse(input);
      expect(parsed.success ? [] : parsed.error.issues, page.path).toEqual([]);
    }
  });

  it('gives phones that parse as numbers of the country', async () => {
    for (const phone of [lead.contactDetails?.phoneNumber, lead.referenceDetails?.phoneNumber])
      expect(await parsePhone(phone, variant.country)).toMatchObject({ ok: true });
  });
});

it('gives each country an applicant of its own', () => {
  const names = new Set(
    CLASSIC_VARIANTS.map((variant) => {
      const { lead } = seeded(variant);
      return `${variant.country}:${lead.personalDetails?.lastName}:${lead.contactDetails?.postalCode}`;
    }),
  );
  const countries = new Set(CLASSIC_VARIANTS.map((variant) => variant.country));
  const byCountry = new Set([...names].map((name) => name.split(':').slice(1).join(':')));
  expect(byCountry.size).toBe(countries.size);
});
