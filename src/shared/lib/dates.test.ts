import fc from 'fast-check';
import { formatDate, formatDateIn, parseDate, resolveTwoDigitYear, wholeYearsBetween } from './dates.ts';

describe('parseDate', () => {
  it.each<[string, string | undefined]>([
    ['31/12/1985', '1985-12-31'],
    ['1/2/2001', '2001-02-01'],
    ['05.03.1990', '1990-03-05'],
    ['05-03-1990', '1990-03-05'],
    [' 29/02/2024 ', '2024-02-29'],
    ['1985-12-31', '1985-12-31'],
    ['05/03/59', '2059-03-05'],
    ['05/03/60', '1960-03-05'],
    ['05/03/00', '2000-03-05'],
    ['05/03/99', '1999-03-05'],
    ['29/02/2023', undefined],
    ['31/04/2020', undefined],
    ['00/01/2020', undefined],
    ['12/13/2020', undefined],
    ['2020-02-30', undefined],
    ['1985/12/31', undefined],
    ['12/31', undefined],
    ['5/3/199', undefined],
    ['', undefined],
    ['yesterday', undefined],
  ])('%s -> %s', (input, expected) => {
    expect(parseDate(input)).toBe(expected);
  });

  it('resolves two-digit years with the cutoff 60 (below: 2000s, from 60: 1900s)', () => {
    expect([0, 59, 60, 99].map((yy) => resolveTwoDigitYear(yy))).toEqual([2000, 2059, 1960, 1999]);
    expect(parseDate('01/01/30', undefined, 30)).toBe('1930-01-01');
  });
});

const calendarDate = fc
  .date({ min: new Date(Date.UTC(1, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('formatDate then parseDate', () => {
  it('round-trips dd/mm/yyyy and ISO for any calendar date', () => {
    fc.assert(
      fc.property(calendarDate, (iso) => {
        expect(parseDate(formatDate(iso, 'dd/mm/yyyy'))).toBe(iso);
        expect(parseDate(formatDate(iso, 'iso'))).toBe(iso);
      }),
    );
  });

  it('round-trips dd/mm/yy for dates in the window the cutoff covers (1960 to 2059)', () => {
    const windowed = calendarDate.filter((iso) => iso >= '1960-01-01' && iso <= '2059-12-31');
    fc.assert(
      fc.property(windowed, (iso) => {
        expect(parseDate(formatDate(iso, 'dd/mm/yy'))).toBe(iso);
      }),
    );
  });

  it('maps a two-digit year outside the window into it, keeping day, month and year mod 100', () => {
    const outside = calendarDate.filter((iso) => iso < '1960-01-01' || iso > '2059-12-31');
    fc.assert(
      fc.property(outside, (iso) => {
        const parsed = parseDate(formatDate(iso, 'dd/mm/yy'));
        // 29 February can fall in a year of the window that is not a leap year.
        if (iso.endsWith('-02-29') && parsed === undefined) return;
        const resolved = parsed ?? '';
        expect(resolved.slice(2)).toBe(iso.slice(2));
        expect(resolved >= '1960-01-01' && resolved <= '2059-12-31').toBe(true);
      }),
    );
  });
});

describe('wholeYearsBetween', () => {
  it.each([
    ['2000-06-15', '2018-06-14', 17],
    ['2000-06-15', '2018-06-15', 18],
    ['2000-02-29', '2019-02-28', 18],
  ])('born %s, on %s: %i', (birth, on, years) => {
    expect(wholeYearsBetween(birth, on)).toBe(years);
  });
});

describe('dates as each country writes them', () => {
  it.each([
    ['07/03/1990', { order: 'dmy' }, '1990-03-07'],
    ['07.03.1990', { order: 'dmy' }, '1990-03-07'],
    ['03/07/1990', { order: 'mdy' }, '1990-03-07'],
    ['12/31/1990', { order: 'mdy' }, '1990-12-31'],
    ['31/12/1990', { order: 'mdy' }, undefined],
    ['12/31/1990', { order: 'dmy' }, undefined],
  ] as const)('%s (%o) is %s', (typed, style, iso) => {
    expect(parseDate(typed, style)).toBe(iso);
  });

  it('shows a date the way it is read back, in every style', () => {
    const styles = [
      { order: 'dmy', separator: '/' },
      { order: 'dmy', separator: '.' },
      { order: 'mdy', separator: '/' },
    ] as const;
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          for (const style of styles) expect(parseDate(formatDateIn(iso, style), style)).toBe(iso);
        },
      ),
    );
    expect(formatDateIn('1990-03-07', { order: 'dmy', separator: '.' })).toBe('07.03.1990');
    expect(formatDateIn('1990-03-07', { order: 'mdy', separator: '/' })).toBe('03/07/1990');
  });
});
