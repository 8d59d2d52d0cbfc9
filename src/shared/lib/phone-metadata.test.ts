import fc from 'fast-check';
import type { MetadataJson } from 'libphonenumber-js/core';
import examples from 'libphonenumber-js/examples.mobile.json';
import everyCountry from 'libphonenumber-js/metadata.min.json';
import { COUNTRIES } from '#markets/matrix.ts';
import { groupNationalNumber, parsePhone } from './phone.ts';
import { phoneMetadataFor } from './phone-metadata.ts';

// The metadata phone-library.ts passes on each call, swapped between every country's and one build's. The library
// reads it afresh on every call (no cache), so one loaded module serves both.
const current = vi.hoisted(() => ({}) as Record<string, unknown>);
vi.mock('virtual:phone-metadata', () => ({ default: current }));
function swapMetadata(metadata: MetadataJson) {
  // Every metadata has the same four keys: assigning replaces them all.
  Object.assign(current, metadata);
}

// Numbers of our markets and of neighbours that share a calling code or a trunk prefix with one (+1, +7, +351).
const OTHERS = ['US', 'CA', 'GB', 'FR', 'PT', 'BR', 'AR', 'RU', 'KZ', 'IT', 'VA'] as const;
const typedNumbers = [...COUNTRIES.map((country) => country.toUpperCase()), ...OTHERS].flatMap((region) => {
  const { national, callingCode } = exampleOf(region);
  return [
    national,
    `0${national}`,
    `+${callingCode}${national}`,
    `00${callingCode} ${national}`,
    `+${callingCode}`,
  ];
});

/** libphonenumber-js's example mobile number of a country, and its calling code. */
function exampleOf(region: string) {
  // Every region asked for is one of our markets or OTHERS: ISO codes the library has an example number of.
  const national = examples[region.toUpperCase() as keyof typeof examples];
  const [callingCode] =
    Object.entries(everyCountry.country_calling_codes).find(([, regions]) =>
      regions.some((code) => code === region.toUpperCase()),
    ) ?? [];
  return { national, callingCode };
}

/** What the app sees of a number: parsePhone's answer and its national grouping. */
async function outcome(input: string, country: string) {
  return { parsed: await parsePhone(input, country), grouped: await groupNationalNumber(input, country) };
}

async function sameAnswers(input: string, country: string, own: MetadataJson) {
  swapMetadata(everyCountry);
  const expected = await outcome(input, country);
  swapMetadata(own);
  expect(await outcome(input, country), input).toEqual(expected);
}

describe.each(COUNTRIES)('the %s build’s phone metadata', (country) => {
  const own = phoneMetadataFor(everyCountry, country);

  it('holds its own country only', () => {
    expect(Object.keys(own.countries)).toEqual([country.toUpperCase()]);
    expect(Object.values(own.country_calling_codes)).toEqual([[country.toUpperCase()]]);
  });

  it('gives the same answer as every country’s metadata for numbers of its own and other countries', async () => {
    for (const input of typedNumbers) await sameAnswers(input, country, own);
  });

  it('is what the parser reads: another country’s plan is not there', async () => {
    const neighbour = COUNTRIES.find((candidate) => candidate !== country) ?? '';
    const typed = exampleOf(neighbour).national;
    swapMetadata(everyCountry);
    expect(await parsePhone(typed, neighbour)).toMatchObject({ ok: true });
    swapMetadata(own);
    expect(await parsePhone(typed, neighbour)).toMatchObject({ ok: false });
  });

  it('refuses a number of another country as INVALID_COUNTRY, as before', async () => {
    swapMetadata(own);
    const neighbour = exampleOf(COUNTRIES.find((candidate) => candidate !== country) ?? '');
    expect(await parsePhone(`+${neighbour.callingCode} ${neighbour.national}`, country)).toEqual({
      ok: false,
      error: 'INVALID_COUNTRY',
    });
  });

  it('gives the same answer whatever is typed (property)', async () => {
    const callingCodes = Object.keys(everyCountry.country_calling_codes);
    const typed = fc.tuple(
      fc.constantFrom('', '+', '00', '0', ...callingCodes.slice(0, 40).map((code) => `+${code}`)),
      fc.string({ unit: fc.constantFrom(...'0123456789 +-().x'.split('')), maxLength: 18 }),
    );
    await fc.assert(
      fc.asyncProperty(typed, async ([prefix, rest]) => {
        await sameAnswers(`${prefix}${rest}`, country, own);
      }),
      { numRuns: 150 },
    );
  });
});

it('refuses a country libphonenumber-js does not know', () => {
  expect(() => phoneMetadataFor(everyCountry, 'zz')).toThrow(/no numbering plan for "zz"/);
});
