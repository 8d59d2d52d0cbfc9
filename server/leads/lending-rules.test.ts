// @vitest-environment node
import { lendingRuleErrors, TERM_ENDS_AFTER_MAX_AGE } from './lending-rules.ts';

const NOW = new Date('2026-11-23T12:00:00.000Z');

describe('lending rules: the loan ends before the 75th birthday', () => {
  it.each([
    { dateOfBirth: '1952-06-01', period: 12, periodScale: 'months' as const, refused: true },
    { dateOfBirth: '1952-12-24', period: 6, periodScale: 'months' as const, refused: false },
    { dateOfBirth: '1952-12-24', period: 13, periodScale: 'months' as const, refused: false },
    { dateOfBirth: '1952-12-24', period: 14, periodScale: 'months' as const, refused: true },
    { dateOfBirth: '1990-08-20', period: 36, periodScale: 'months' as const, refused: false },
    { dateOfBirth: '1951-12-01', period: 5, periodScale: 'days' as const, refused: false },
    { dateOfBirth: '1951-11-25', period: 5, periodScale: 'days' as const, refused: true },
  ])(
    'born $dateOfBirth, $period $periodScale: refused $refused',
    ({ dateOfBirth, period, periodScale, refused }) => {
      const errors = lendingRuleErrors({ period, periodScale, personalDetails: { dateOfBirth } }, NOW);
      expect(errors).toEqual(refused ? [{ fieldName: 'period', message: TERM_ENDS_AFTER_MAX_AGE }] : []);
    },
  );

  it('needs both the birth date and the period', () => {
    expect(lendingRuleErrors({ period: 36 }, NOW)).toEqual([]);
    expect(lendingRuleErrors({ personalDetails: { dateOfBirth: '1940-01-01' } }, NOW)).toEqual([]);
  });
});
