/**
 * Issue 13: on each country's classic personal details, a mistyped identifier is refused at its field with the
 * country's message in the country's language, what was typed stays in the field, and the step is not sent.
 */
import { rulesOf } from '#test/rules.ts';
import { loanProductOf } from '#markets/loan-products.ts';
import { defaultProductFor } from '#markets/matrix.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import { buildPages } from '#features/funnel/form-model/build-pages.ts';
import { DynamicStepForm } from '#features/dynamic-form/ui/dynamic-step-form.tsx';
import { COUNTRY_PROFILES } from '#markets/countries.ts';
import type { Country } from '#markets/matrix.ts';
import { createTestI18n } from '#test/i18n.ts';
import { classicFormOf } from './classic-form.ts';
import { asEnginePath } from './classic-steps.ts';

const TODAY = '2026-06-01';

/** A text as a regular expression that matches it literally. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function renderPersonalDetails(country: Country) {
  const form = classicFormOf(
    { country, product: 'test' },
    loanProductOf({ country, product: defaultProductFor(country) }),
  );
  const page = buildPages(form.config, {}).find(
    (candidate) => candidate.path === asEnginePath('personal-details'),
  );
  if (!page) throw new Error('no personal details page');
  const i18n = createTestI18n(COUNTRY_PROFILES[country].locale);
  const onSubmit = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <DynamicStepForm
        page={page}
        config={form.config}
        answers={{}}
        onSubmit={onSubmit}
        onBack={() => undefined}
        rules={rulesOf(country)}
        today={TODAY}
      />
    </I18nProvider>,
  );
  const t = (key: string) => i18n.t(key, { ns: 'validation', keySeparator: false });
  return { onSubmit, t, user: userEvent.setup(), next: i18n.t('form.next', { ns: 'fields' }) };
}

describe.each<[Country, string, string, string]>([
  ['pl', 'PESEL', '44051401358', 'identifiers.pesel.checkDigit'],
  ['pl', 'Numer dowodu osobistego', 'ABA 400000', 'identifiers.plIdCard.checkDigit'],
  ['ro', 'CNP', '1630615123458', 'identifiers.cnp.checkDigit'],
  ['es', 'DNI o NIE', '12345678A', 'identifiers.dni.checkLetter'],
  ['es', 'DNI o NIE', 'X2482300T', 'identifiers.nie.checkLetter'],
  ['co', 'Número de cédula', '12.345', 'identifiers.cedula.length'],
  ['vn', 'Số CCCD', '097123456789', 'identifiers.cccd.provinceCode'],
  ['ph', 'Personal na numero ng pagkakakilanlan', '1234 5678 9012 345', 'identifiers.phNationalId.length'],
  ['ph', 'TIN (Tax Identification Number)', '123-456-78', 'identifiers.tin.length'],
  ['mx', 'CURP', 'BOXW310820HNERXN08', 'identifiers.curp.checkDigit'],
])('%s classic personal details', (country, label, typed, key) => {
  it(`refuses ${typed} at "${label}" with ${key}, keeping what was typed`, async () => {
    const { user, onSubmit, t, next } = renderPersonalDetails(country);
    // An optional field's name ends with the word for optional.
    const name = new RegExp(`^${literal(label)}`);
    const field = screen.getByRole('textbox', { name });
    await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: next }));
    const message = t(key);
    expect(message).not.toBe(key);
    expect(await screen.findByRole('textbox', { name, description: new RegExp(literal(message)) })).toBe(
      field,
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue(typed);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
