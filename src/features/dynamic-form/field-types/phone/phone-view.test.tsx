/** The phone number grouped the country's way once the applicant leaves the field, and only when it is valid. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import type { DynamicFormConfig } from '#contract/dynamic-form.ts';
import { defaultProductFor, type Country } from '#markets/matrix.ts';
import { createTestI18n } from '#test/i18n.ts';
import { rulesOf } from '#test/rules.ts';
import { createDynamicFormState } from '#features/funnel/form-model/state.ts';
import { DynamicStepForm } from '../../ui/dynamic-step-form.tsx';

function renderPhone(country: Country) {
  const config: DynamicFormConfig = {
    version: 3,
    country,
    product: defaultProductFor(country),
    firstPage: 'initial-details',
    forms: [
      {
        path: 'initial-details',
        type: 'dynamic',
        context: 'contact',
        dataPoints: [{ name: 'contactDetails.phoneNumber', required: true }],
      },
    ],
  };
  const [page] = createDynamicFormState(config).pages;
  if (!page) throw new Error('the configuration has a page');
  render(
    <I18nProvider i18n={createTestI18n(country)}>
      <DynamicStepForm
        page={page}
        config={config}
        answers={{}}
        onSubmit={vi.fn()}
        onBack={vi.fn()}
        rules={rulesOf(country)}
      />
    </I18nProvider>,
  );
  return { user: userEvent.setup(), phone: screen.getByRole('textbox') };
}

describe('the phone number as the country writes it', () => {
  it.each<[Country, string, string]>([
    ['mx', '5512345678', '55 1234 5678'],
    ['es', '612345678', '612 34 56 78'],
    ['pl', '512345678', '512 345 678'],
    ['ro', '0712345678', '712 345 678'],
    ['de', '015123456789', '1512 3456789'],
  ])('%s: %s becomes %s when the applicant leaves the field', async (country, typed, grouped) => {
    const { user, phone } = renderPhone(country);
    await user.type(phone, typed);
    await user.tab();
    await waitFor(() => expect(phone).toHaveValue(grouped));
  });

  it('leaves a number that is not valid as typed, for its message to point at', async () => {
    const { user, phone } = renderPhone('mx');
    await user.type(phone, '12345');
    await user.tab();
    // The library has answered once a valid number typed after it is grouped.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(phone).toHaveValue('12345');
  });
});
