import fc from 'fast-check';
import { formatWait } from './wait.ts';

describe('formatWait', () => {
  it.each([
    [1, 'en-GB', '1 second'],
    [30, 'en-GB', '30 seconds'],
    [29.2, 'en-GB', '30 seconds'],
    [90, 'en-GB', '90 seconds'],
    [91, 'en-GB', '2 minutes'],
    [600, 'en-GB', '10 minutes'],
    [30, 'es-MX', '30 segundos'],
    [600, 'pl-PL', '10 minut'],
    [120, 'pl-PL', '2 minuty'],
    [0, 'de-DE', '1 Sekunde'],
  ])('%s s in %s reads %s', (seconds, locale, expected) => {
    expect(formatWait(seconds, locale)).toBe(expected);
  });

  it('never shows a wait shorter than asked', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 7200, noNaN: true }), (seconds) => {
        const text = formatWait(seconds, 'en-GB');
        const [amount = '0', unit = ''] = text.replace(/,/g, '').split(' ');
        const shown = Number(amount) * (unit.startsWith('minute') ? 60 : 1);
        return shown >= seconds;
      }),
    );
  });
});
