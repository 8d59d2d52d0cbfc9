import { copyrightLine } from './copyright.ts';

describe('copyrightLine', () => {
  it.each([
    {
      brand: { footerText: 'Prestaluz Servicios Financieros', name: 'Prestaluz' },
      year: 2026,
      expected: '© 2026 Prestaluz Servicios Financieros',
    },
    { brand: { name: 'Kredyto' }, year: 2027, expected: '© 2027 Kredyto' },
    { brand: { footerText: '   ', name: 'Złotek' }, year: 2030, expected: '© 2030 Złotek' },
  ])(
    'uses the footer text or the product name plus the current year ($expected)',
    ({ brand, year, expected }) => {
      expect(copyrightLine(brand, new Date(year, 5, 1))).toBe(expected);
    },
  );
});
