// Test-only fast-check building blocks shared by the *.test.ts files here; not exported from index.ts.
import fc from 'fast-check';
import type { CalendarDate } from './calendar.ts';
import type { Sex } from './result.ts';

export function calendarDate(minYear: number, maxYear: number): fc.Arbitrary<CalendarDate> {
  return fc
    .date({
      min: new Date(Date.UTC(minYear, 0, 1)),
      max: new Date(Date.UTC(maxYear, 11, 31)),
      noInvalidDate: true,
    })
    .map((date) => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }));
}

export function stringOf(alphabet: string, minLength: number, maxLength = minLength): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom(...alphabet), minLength, maxLength });
}

export const digits = (length: number) => stringOf('0123456789', length);

export const sex: fc.Arbitrary<Sex> = fc.constantFrom('female', 'male');

/** Whatever a user, a paste or a bot can put in a field, biased towards identifier-looking characters. */
export const anyInput: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  stringOf('0123456789ABCDEHMNXYZÑ&ñ .-\u00a0\u2013', 0, 32),
);

/** Every string obtained by replacing one digit of `value` with a different digit. */
export function singleDigitSubstitutions(value: string): string[] {
  const variants: string[] = [];
  [...value].forEach((char, index) => {
    if (!/\d/.test(char)) return;
    for (let digit = 0; digit <= 9; digit += 1) {
      if (String(digit) !== char)
        variants.push(value.slice(0, index) + String(digit) + value.slice(index + 1));
    }
  });
  return variants;
}

/** Inserts separators people type (spaces, dots, hyphens) and lowercases, to exercise the normalisers. */
export function asTyped(value: string): fc.Arbitrary<string> {
  return fc
    .array(fc.constantFrom('', ' ', '-', '.', '  '), {
      minLength: value.length + 1,
      maxLength: value.length + 1,
    })
    .chain((separators) =>
      fc.boolean().map((lower) => {
        const spaced = [...value].map((char, i) => separators[i] + char).join('') + separators[value.length];
        return lower ? spaced.toLowerCase() : spaced;
      }),
    );
}
