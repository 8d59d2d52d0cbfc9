import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider } from '#shared/i18n/i18n-provider.tsx';
import { creditCost } from '#contract/credit-cost.ts';
import { LOAN_PRODUCTS } from '#contract/loan-products.ts';
import { COUNTRY_PROFILES } from '#markets/countries.ts';
import { market } from '#markets/market.ts';
import type { Locale } from '#markets/matrix.ts';
import { axeViolations } from '#test/axe.ts';
import { createTestI18n } from '#test/i18n.ts';
import { CostOfCredit, type CostFigures } from './cost-of-credit.tsx';
import { exampleFigures, RepresentativeExample } from './representative-example.tsx';

const renderIn = (locale: Locale, ui: ReactNode) =>
  render(<I18nProvider i18n={createTestI18n(locale)}>{ui}</I18nProvider>);

/** finvela-de's 3,000 EUR over 24 months, priced as its product is. */
function germanLoan(): CostFigures {
  const pricing = LOAN_PRODUCTS['finvela-de']?.pricing;
  if (!pricing) throw new Error('finvela-de has no product');
  const loan = { amount: 3_000, term: 24, unit: 'months' as const };
  return { ...loan, ...creditCost(pricing, loan), borrowingRatePercent: 6.79, rateType: 'fixed' };
}

describe('the cost of credit in the market’s words (issue 30)', () => {
  it('gives the EU standard information in German, with the warning that borrowing money costs money', async () => {
    const { container } = renderIn(
      'de',
      <CostOfCredit
        figures={germanLoan()}
        disclosure={COUNTRY_PROFILES.de.costDisclosure}
        currency="EUR"
        intlLocale="de-DE"
      />,
    );
    const line = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(line('Nettodarlehensbetrag')).toMatch(/^3\.000\s€$/);
    expect(line('Laufzeit')).toBe('24 Monate');
    expect(line('Sollzinssatz')).toMatch(/^6,8\s%\spro Jahr, gebunden$/);
    expect(line('Rückzahlung')).toMatch(/^24 Monatsraten von je 134,03\s€$/);
    expect(line('Gesamtbetrag')).toMatch(/^3\.216,\d\d\s€$/);
    expect(line('Effektiver Jahreszins')).toMatch(/^7,0\s%$/);
    expect(screen.getByText('Achtung: Geld zu leihen kostet Geld.')).toBeInTheDocument();
    expect(screen.queryByText(/^CAT/)).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('writes the đồng without decimals, and names the annual rate and the total in Vietnamese', () => {
    const pricing = LOAN_PRODUCTS['vayra-vn']?.pricing;
    if (!pricing) throw new Error('vayra-vn has no product');
    const loan = { amount: 5_000_000, term: 6, unit: 'months' as const };
    renderIn(
      'vn',
      <CostOfCredit
        figures={{ ...loan, ...creditCost(pricing, loan), borrowingRatePercent: 36, rateType: 'fixed' }}
        disclosure={COUNTRY_PROFILES.vn.costDisclosure}
        currency="VND"
        intlLocale="vi-VN"
      />,
    );
    expect(screen.getByText('Tổng số tiền phải trả').nextElementSibling?.textContent).toMatch(/^[\d.]+\s₫$/);
    expect(screen.queryByText(/,\d\d\s₫/)).toBeNull();
    expect(screen.queryByText(/Warning|Achtung/)).toBeNull();
  });
});

describe('the representative example where the applicant chooses the loan', () => {
  const { loan } = market;

  it('follows the amount and the term typed, the country’s way of writing them', () => {
    const typed = exampleFigures('20,000', '24');
    expect(typed).toMatchObject({ amount: 20_000, term: 24 });
    const defaults = exampleFigures(undefined, undefined);
    expect(defaults).toMatchObject({ amount: loan.amount.default, term: loan.term.default });
    expect(typed.totalAmountPayable).toBeGreaterThan(defaults.totalAmountPayable);
  });

  it('shows the nearest loan the product lends for a value out of range or not yet readable', () => {
    expect(exampleFigures(String(loan.amount.max * 10), 'abc')).toMatchObject({
      amount: loan.amount.max,
      term: loan.term.default,
    });
    expect(exampleFigures('1', '0')).toMatchObject({ amount: loan.amount.min, term: loan.term.min });
  });

  it('shows Mexico’s CAT line as Banxico words it', () => {
    renderIn('mx', <RepresentativeExample amount="10,000" term="12" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ejemplo representativo' })).toBeInTheDocument();
    expect(
      screen.getByText(/^CAT \d+\.\d\s?% sin IVA, para fines informativos y de comparación\.$/),
    ).toBeInTheDocument();
  });
});
