/**
 * The loan amount and term as an applicant in Mexico, Spain and Poland sees them: the amount grouped the country's
 * way once typed, the currency where the country writes it, the product's limits beside the field and in the
 * message, the term in the product's unit.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import type { DynamicFormConfig } from '#contract/dynamic-form.ts';
import type { Country, Product } from '#markets/matrix.ts';
import { createTestI18n } from '#test/i18n.ts';
import { rulesOf } from '#test/rules.ts';
import { createDynamicFormState } from '#features/funnel/form-model/state.ts';
import { DynamicStepForm } from '../ui/dynamic-step-form.tsx';

/** Intl writes Polish thousands with a no-break space; the test compares what a reader sees. */
const seen = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function renderLoanStep(country: Country, product: Product) {
  const locale = country;
  const config: DynamicFormConfig = {
    version: 3,
    country,
    product,
    firstPage: 'loan-details',
    forms: [
      {
        path: 'loan-details',
        type: 'dynamic',
        context: 'loan',
        dataPoints: [
          { name: 'amount', required: true },
          { name: 'period', required: true },
        ],
      },
    ],
  };
  const [page] = createDynamicFormState(config).pages;
  if (!page) throw new Error('the configuration has a page');
  render(
    <I18nProvider i18n={createTestI18n(locale)}>
      <DynamicStepForm
        page={page}
        config={config}
        answers={{}}
        onSubmit={vi.fn()}
        onBack={vi.fn()}
        rules={rulesOf(country, product)}
      />
    </I18nProvider>,
  );
  return userEvent.setup();
}

interface LoanCase {
  country: Country;
  product: Product;
  amountLabel: string;
  termLabel: string;
  typed: string;
  grouped: string;
  currency: { symbol: string; before: boolean };
  amountHint: string;
  termHint: string;
  termHelp: string;
  termUnit: string;
  tooMuch: string;
  tooMuchMessage: string;
  badTerm: string;
  badTermMessage: string;
  submit: string;
}

const CASES: LoanCase[] = [
  {
    country: 'mx',
    product: 'prestaluz',
    amountLabel: 'Monto del préstamo',
    termLabel: 'Plazo para pagar',
    typed: '10000',
    grouped: '10,000',
    currency: { symbol: '$', before: true },
    amountHint: 'De $500 a $150,000.',
    termHint: 'De 1 a 36 meses.',
    termHelp: 'En cuántos meses quieres pagarlo.',
    termUnit: 'meses',
    tooMuch: '200000',
    tooMuchMessage: 'Elige un monto entre $500 y $150,000.',
    badTerm: '48',
    badTermMessage: 'Elige un plazo de 1 a 36 meses.',
    submit: 'Revisar mis respuestas',
  },
  {
    country: 'es',
    product: 'kredyto',
    amountLabel: 'Importe del préstamo',
    termLabel: 'Plazo de devolución',
    typed: '10000',
    grouped: '10.000',
    currency: { symbol: '€', before: false },
    amountHint: 'Entre 500 € y 5000 €.',
    termHint: 'De 3 a 36 meses.',
    termHelp: 'En cuántos meses quieres devolverlo.',
    termUnit: 'meses',
    tooMuch: '10000',
    tooMuchMessage: 'Elige un importe entre 500 € y 5000 €.',
    badTerm: '2',
    badTermMessage: 'Elige un plazo de 3 a 36 meses.',
    submit: 'Revisar mis respuestas',
  },
  {
    country: 'pl',
    product: 'zlotek',
    amountLabel: 'Kwota pożyczki',
    termLabel: 'Okres spłaty',
    typed: '10000',
    grouped: '10 000',
    currency: { symbol: 'zł', before: false },
    amountHint: 'Od 100 zł do 5000 zł.',
    termHint: 'Od 61 do 90 dni.',
    termHelp: 'W ciągu ilu dni chcesz spłacić pożyczkę.',
    termUnit: 'dni',
    tooMuch: '10 000',
    tooMuchMessage: 'Wybierz kwotę od 100 zł do 5000 zł.',
    badTerm: '30',
    badTermMessage: 'Wybierz okres od 61 do 90 dni.',
    submit: 'Sprawdź moje odpowiedzi',
  },
];

describe.each(CASES)('the loan fields of $country/$product', (c) => {
  it('group a typed amount the country’s way when the applicant moves on', async () => {
    const user = renderLoanStep(c.country, c.product);
    const amount = screen.getByRole('textbox', { name: c.amountLabel });
    await user.type(amount, c.typed);
    expect(amount).toHaveValue(c.typed);
    await user.tab();
    expect(seen(amount instanceof HTMLInputElement ? amount.value : undefined)).toBe(c.grouped);
  });

  it('show the currency where the country writes it and the limits beside the amount', () => {
    renderLoanStep(c.country, c.product);
    const amount = screen.getByRole('textbox', { name: c.amountLabel });
    const symbol = screen.getByText(c.currency.symbol);
    const follows = amount.compareDocumentPosition(symbol) & Node.DOCUMENT_POSITION_FOLLOWING;
    expect(Boolean(follows)).toBe(!c.currency.before);
    expect(amount).toHaveAttribute('aria-describedby', `${amount.id}-hint`);
    expect(seen(document.getElementById(`${amount.id}-hint`)?.textContent)).toContain(c.amountHint);
  });

  it('count the term in the product’s unit', () => {
    renderLoanStep(c.country, c.product);
    const term = screen.getByRole('textbox', { name: c.termLabel });
    expect(term).toHaveAttribute('inputmode', 'numeric');
    expect(document.getElementById(`${term.id}-hint`)?.textContent).toBe(`${c.termHelp} ${c.termHint}`);
    expect(screen.getByText(c.termUnit)).toBeInTheDocument();
  });

  it('refuse an amount and a term outside the product with messages that name the limits', async () => {
    const user = renderLoanStep(c.country, c.product);
    await user.type(screen.getByRole('textbox', { name: c.amountLabel }), c.tooMuch);
    await user.type(screen.getByRole('textbox', { name: c.termLabel }), c.badTerm);
    await user.click(screen.getByRole('button', { name: c.submit }));
    const amount = screen.getByRole('textbox', { name: c.amountLabel });
    const term = screen.getByRole('textbox', { name: c.termLabel });
    expect(await screen.findByText(c.badTermMessage, { selector: '.field-error' })).toBeInTheDocument();
    expect(seen(document.getElementById(`${amount.id}-error`)?.textContent)).toBe(c.tooMuchMessage);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(term).toHaveAttribute('aria-invalid', 'true');
  });
});

it.each([' ', '\u00a0', '\u202f'])(
  'reads a Polish amount typed with %j between the thousands',
  async (space) => {
    const user = renderLoanStep('pl', 'zlotek');
    const amount = screen.getByRole('textbox', { name: 'Kwota pożyczki' });
    await user.type(amount, `2${space}500`);
    await user.tab();
    expect(amount).toHaveValue('2500');
    expect(amount).not.toHaveAttribute('aria-invalid');
  },
);
