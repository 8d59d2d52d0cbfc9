/**
 * Every page of every dynamic variant's configuration renders in its country's language and rules: each data point
 * it asks has its control and a label, and the page its title. Together with dynamic-variants.test.ts (the answers
 * pass and make a valid lead) this shows a configuration uses only what the app can show.
 */
import { rulesOf } from '#test/rules.ts';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import type { DynamicFormConfig } from '#contract/dynamic-form.ts';
import { dynamicFormFixtures } from '#contract/fixtures/index.ts';
import { sampleAnswersFor } from '#contract/fixtures/sample-answers.ts';
import { PAGE_VARIANTS } from '#contract/page-variants.ts';
import { buildPages } from '#features/funnel/form-model/build-pages.ts';
import type { Answers, DynamicPage } from '#features/funnel/form-model/types.ts';
import { fieldId } from '#features/dynamic-form/ui/field-keys.ts';
import { DynamicStepForm } from '#features/dynamic-form/ui/dynamic-step-form.tsx';
import { COUNTRY_PROFILES } from '#markets/countries.ts';
import { createTestI18n } from '#test/i18n.ts';

/** Every page of a configuration: the sample applicant's, and those only a self-employed car owner sees. */
function everyPage(config: DynamicFormConfig): { page: DynamicPage; answers: Answers }[] {
  const sample = sampleAnswersFor(config);
  const pages = new Map<string, { page: DynamicPage; answers: Answers }>();
  for (const switches of [
    {},
    { 'incomeDetails.incomeSource': 'selfEmployed', 'otherDetails.vehicleOwnership': true },
  ]) {
    const answers: Answers = { ...sample, ...switches };
    for (const page of buildPages(config, answers))
      if (!pages.has(page.path)) pages.set(page.path, { page, answers });
  }
  return [...pages.values()];
}

const cases = PAGE_VARIANTS.filter((variant) => variant.applicationPage === 'dynamic').flatMap((variant) => {
  const config = dynamicFormFixtures[`${variant.country}/${variant.product}`];
  if (!config) throw new Error(`no configuration for ${variant.country}/${variant.product}`);
  return everyPage(config).map(({ page, answers }) => ({
    key: `${variant.country}/${variant.product}`,
    variant,
    config,
    page,
    answers,
  }));
});

describe('dynamic variant pages', () => {
  it('cover every form of every configuration', () => {
    for (const config of Object.values(dynamicFormFixtures)) {
      const shown = new Set(cases.filter((entry) => entry.config === config).map((entry) => entry.page.path));
      expect(config.forms.map((form) => form.path).filter((path) => !shown.has(path))).toEqual([]);
    }
  });

  it.each(cases.map((entry) => [entry.key, entry.page.path, entry] as const))(
    '%s %s renders a labelled control for each of its data points',
    (_key, _path, { variant, config, page, answers }) => {
      const { locale } = COUNTRY_PROFILES[variant.country];
      render(
        <I18nProvider i18n={createTestI18n(locale)}>
          <DynamicStepForm
            page={page}
            config={config}
            answers={answers}
            rules={rulesOf(variant.country, variant.product)}
            onSubmit={() => undefined}
            onBack={() => undefined}
          />
        </I18nProvider>,
      );
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/\S/);
      for (const { name } of page.dataPoints) {
        const control = document.getElementById(fieldId(name));
        expect(control, name).not.toBeNull();
        // A single control is labelled; a group (radios, yes/no) is named by its legend.
        const named =
          control?.closest('fieldset')?.querySelector('legend') ??
          document.querySelector(`label[for="${fieldId(name)}"]`);
        expect(named?.textContent, name).toMatch(/\S/);
      }
    },
  );
});
