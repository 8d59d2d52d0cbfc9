// @vitest-environment node
import fc from 'fast-check';
import { isValidCnp, isValidPesel } from './after-offer.ts';

const peselCheck = (digits: number[]) => {
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  return (10 - (sum % 10)) % 10;
};

describe('national identifiers in after-offer steps', () => {
  it('accepts the published examples', () => {
    expect(isValidCnp('1630615123457')).toBe(true);
    expect(isValidPesel('44051401359')).toBe(true);
  });

  it.each(['1630615123458', '163061512345', '0630615123457', '163061512345A'])('rejects CNP %s', (value) => {
    expect(isValidCnp(value)).toBe(false);
  });

  it('accepts every PESEL with a correct check digit and rejects any single-digit change', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 10 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (body, position, delta) => {
          const valid = [...body, peselCheck(body)];
          expect(isValidPesel(valid.join(''))).toBe(true);
          const changed = [...valid];
          changed[position] = ((changed[position] ?? 0) + delta) % 10;
          expect(isValidPesel(changed.join(''))).toBe(false);
        },
      ),
    );
  });
});
