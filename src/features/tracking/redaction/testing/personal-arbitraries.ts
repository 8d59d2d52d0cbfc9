/** fast-check generators of personal data, for the property tests of the tracking layer's redaction. */
import fc from 'fast-check';

/** Phone numbers as the markets write them (MARKETS.md), with and without separators and country prefixes. */
export const phoneArbitrary = fc
  .tuple(
    fc.constantFrom('', '+52 ', '+48 ', '+40 ', '+34 ', '+49 ', '+63 ', '+84 ', '+57 ', '0'),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 7, maxLength: 12 }),
    fc.constantFrom('', ' ', '-', '.'),
  )
  .map(
    ([prefix, digits, separator]) =>
      prefix + digits.map((digit, index) => (index > 0 && index % 3 === 0 ? separator : '') + digit).join(''),
  );

/** An e-mail address or a phone number. */
export const personalValueArbitrary = fc.oneof(fc.emailAddress(), phoneArbitrary);

/** What may stand between free text and a personal value in a message. */
export const delimiterArbitrary = fc.constantFrom(' ', '\n', ': ', '="', ', ', '(', "'");
