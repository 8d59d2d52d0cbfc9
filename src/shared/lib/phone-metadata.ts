/**
 * The part of libphonenumber-js's metadata one build needs (issue 16, item 3): a cell parses the numbers of its own
 * country only, so it keeps that country's numbering plan and the calling codes that lead to it, and knows every other
 * calling code as foreign only (the mx phone chunk: 10.7 kB gzip with the parser, 42.5 with every country's plans).
 * build/phone-metadata-plugin.ts bakes it into the build; the unit tests keep every country's.
 */
import type { MetadataJson } from 'libphonenumber-js/core';

export function phoneMetadataFor(metadata: MetadataJson, country: string): MetadataJson {
  const region = country.toUpperCase();
  const callingCodes = Object.entries(metadata.country_calling_codes).filter(([, regions]) =>
    regions.some((candidate) => candidate === region),
  );
  if (callingCodes.length === 0) throw new Error(`libphonenumber-js has no numbering plan for "${country}"`);
  // A calling code shared by several countries (+1, +7) keeps all of them: a number of a neighbour sharing the
  // code is then still recognised as the neighbour's and refused as INVALID_COUNTRY, as with the full metadata.
  const regions = new Set<string>(callingCodes.flatMap(([, codes]) => codes));
  const countries = Object.fromEntries(
    Object.entries(metadata.countries).filter(([code]) => regions.has(code)),
  ) as MetadataJson['countries']; // fromEntries loses the key type; the keys are a subset of the original's.
  return {
    version: metadata.version,
    country_calling_codes: Object.fromEntries(callingCodes),
    countries,
    nonGeographic: foreignCallingCodes(metadata, new Set(callingCodes.map(([code]) => code))),
  };
}

/**
 * Every other calling code, as a plan that only says "a number of elsewhere": the parser still recognises +351 as a
 * foreign prefix, so a foreign number too short or too long to be one is refused as TOO_SHORT or TOO_LONG and any
 * other as INVALID_COUNTRY (it has no country of the build), as with the full metadata; an unknown calling code would
 * make them all INVALID_COUNTRY. About 1.2 kB gzip.
 */
function foreignCallingCodes(
  metadata: MetadataJson,
  own: ReadonlySet<string>,
): MetadataJson['nonGeographic'] {
  const codes = [...Object.keys(metadata.country_calling_codes), ...Object.keys(metadata.nonGeographic)];
  // The minified plan's fields: calling code, international prefix (none), national number pattern, lengths.
  const stub = (code: string) => [code, 0, '\\d+', [2]];
  return Object.fromEntries(codes.filter((code) => !own.has(code)).map((code) => [code, stub(code)]));
}
