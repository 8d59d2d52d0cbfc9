// Its own file: the formatter cache is module state, and each case starts from a fresh module.

/** Counts the Intl.NumberFormat objects built while it is installed. */
function countFormatters() {
  const Original = Intl.NumberFormat;
  const count = { built: 0, restore: () => void (Intl.NumberFormat = Original) };
  class Counting extends Original {
    constructor(...args: ConstructorParameters<typeof Original>) {
      super(...args);
      count.built += 1;
    }
  }
  // A class lacks only the constructor's call without `new`, which money.ts never makes.
  Intl.NumberFormat = Counting as typeof Original;
  return count;
}

afterEach(() => vi.resetModules());

describe('warmMoneyFormats', () => {
  it.each([
    ['es-MX', 'MXN'],
    ['es-ES', 'EUR'],
    ['pl-PL', 'PLN'],
    ['ro-RO', 'RON'],
    ['vi-VN', 'VND'],
    ['en-PH', 'PHP'],
  ])(
    '%s %s: builds the amount field formatters one per task, and the field then builds none',
    async (intlLocale, currency) => {
      const money = await import('./money.ts');
      const count = countFormatters();
      const tasks: number[] = [];
      try {
        const warming = money.warmMoneyFormats(intlLocale, currency, async () => {
          tasks.push(count.built);
        });
        expect(count.built).toBe(0); // nothing in the caller's task
        await warming;
        expect(tasks).toEqual([0, 1, 2]); // one formatter after each pause
        expect(count.built).toBe(3);
        money.formatMoney(500, intlLocale, currency);
        money.formatMoney(150_000, intlLocale, currency);
        money.currencyPosition(intlLocale, currency);
        money.formatAmount(10_000, intlLocale);
        expect(count.built).toBe(3);
      } finally {
        count.restore();
      }
    },
  );

  it('without it, the amount field builds its three formatters itself', async () => {
    const money = await import('./money.ts');
    const count = countFormatters();
    try {
      money.formatMoney(500, 'es-MX', 'MXN');
      money.currencyPosition('es-MX', 'MXN');
      money.formatAmount(10_000, 'es-MX');
      expect(count.built).toBe(3);
    } finally {
      count.restore();
    }
  });
});
