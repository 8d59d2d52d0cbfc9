/**
 * Text patterns, by kind of field. Spec section 5 fixes a few for Mexico (postal code, names, license plate, country of
 * birth) and says the others exist without showing them; those are ours, chosen to accept what people really write
 * ("S/N" for a house without a number, "Grupo Bimbo, S.A.B. de C.V.") and to refuse markup and symbols.
 * A country's own patterns (its postcode, Mexico's stricter names) are market data in src/markets.
 */
export const PATTERN_KINDS = [
  'name',
  'jobTitle',
  'street',
  'houseNumber',
  'flatNumber',
  'blockNumber',
  'city',
  'suburb',
  'district',
  'municipality',
  'companyName',
  'pensionPayer',
  'email',
  'postalCode',
  'licensePlate',
  'countryOfBirth',
  'alphanumeric',
] as const;
export type PatternKind = (typeof PATTERN_KINDS)[number];

/**
 * One subject of each of V8's string representations (Latin-1, and two-byte as "Łódź" is), for which it compiles a
 * regular expression separately on its first run: running a pattern on both while the page is idle spares that
 * compilation to the applicant's first Next (a Unicode pattern's, \p{L}, takes milliseconds on a phone).
 */
export const PATTERN_WARM_UP_SUBJECTS = ['a', '\u0105'] as const;

// Any letter of any script, with combining marks so a decomposed "é" (e + U+0301) counts as a letter.
const L = '\\p{L}\\p{M}';
const u = (source: string) => new RegExp(source, 'u');

/**
 * A name: words of letters joined by the given separator characters. Starting and ending with a letter keeps a lone
 * separator ("-", " ") out.
 */
export const namePattern = (separators: string): RegExp => u(`^[${L}]+(?:[${separators}]+[${L}]+)*$`);

/** A practical address check: no spaces, one @, a dotted domain with a 2+ letter top level, no ".." anywhere. */
const EMAIL =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}(?<!\.)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

const UNIT = /^[A-Za-z0-9][A-Za-z0-9 /-]{0,9}$/;

/**
 * How each kind's pattern is built, where a country sets no pattern of its own. Built on first use, not at load: a
 * Unicode pattern (\p{L}) costs a fraction of a millisecond to build, and building all of them was about 19 ms of
 * a phone's 4x slower CPU in the task that loads the first step (docs/performance.md, "Total blocking time").
 * Names may carry apostrophes (O'Brien, D'Amico).
 */
export const GENERIC_PATTERN_BUILDERS: Record<PatternKind, () => RegExp> = {
  name: () => namePattern(" '’-"),
  jobTitle: () => u(`^[${L}\\d][${L}\\d .,'&/()-]*$`),
  street: () => u(`^[${L}\\d][${L}\\d .,'#/-]*$`),
  // A number with optional letters or a suffix ("12", "12-B", "1200 Bis"), or S/N (sin número).
  houseNumber: () => /^(?:S\/N|\d[A-Za-z0-9 /-]{0,9})$/i,
  flatNumber: () => UNIT,
  blockNumber: () => UNIT,
  city: () => u(`^[${L}][${L} .'-]*$`),
  // Colonias carry numbers: "Ampliación 2 de Octubre", "Centro (Área 1)".
  suburb: () => u(`^[${L}\\d][${L}\\d .,'()-]*$`),
  district: () => u(`^[${L}\\d][${L}\\d .,'()-]*$`),
  municipality: () => u(`^[${L}][${L}\\d .,'-]*$`),
  companyName: () => u(`^[${L}\\d][${L}\\d .,'&()/+@-]*$`),
  pensionPayer: () => u(`^[${L}][${L}\\d .,'&()-]*$`),
  email: () => EMAIL,
  // Every country has its own postcode pattern (src/markets/country-markets/<country>.ts); this is the shape of any.
  postalCode: () => /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/,
  // Spec: uppercase letters, digits, space, slash or hyphen, no leading or trailing space.
  licensePlate: () => /^[A-Z0-9/-](?:[A-Z0-9 /-]*[A-Z0-9/-])?$/,
  // Spec: letters plus space, ampersand, period or hyphen.
  countryOfBirth: () => u(`^[${L}][${L} &.-]*$`),
  alphanumeric: () => /^[A-Za-z0-9][A-Za-z0-9 /-]*$/,
};

/**
 * A record of patterns each built the first time it is read, then kept (reads after that are plain property reads).
 * Keys are enumerable, so spreading or listing it builds them all.
 */
export function patternsBuiltOnFirstUse<Kind extends string>(
  builders: Record<Kind, () => RegExp>,
): Record<Kind, RegExp> {
  const patterns: Partial<Record<Kind, RegExp>> = {};
  // Object.keys types its keys as string; they are the builders' own keys.
  for (const kind of Object.keys(builders) as Kind[]) {
    Object.defineProperty(patterns, kind, {
      enumerable: true,
      configurable: true,
      get: () => {
        const pattern = builders[kind]();
        Object.defineProperty(patterns, kind, { value: pattern, enumerable: true, writable: false });
        return pattern;
      },
    });
  }
  // Every key was given a getter above: the record is complete.
  return patterns as Record<Kind, RegExp>;
}

export const GENERIC_PATTERNS = patternsBuiltOnFirstUse(GENERIC_PATTERN_BUILDERS);
