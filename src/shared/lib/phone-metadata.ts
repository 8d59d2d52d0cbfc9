/**
 * The part of libphonenumber-js's metadata one build needs (issue 16, item 3): a cell parses the numbers of its own
 * country only, so it keeps that country's numbering plan and the calling codes that lead to it (about 2 kB gzip
 * instead of 30 for every country). build/phone-metadata-plugin.ts bakes it into the build; tests keep all countries.
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
  const regions = new Set(callingCodes.flatMap(([, codes]) => codes));
  const countries = Object.fromEntries(
    Object.entries(metadata.countries).filter(([code]) => regions.has(code)),
  ) as MetadataJson['countries']; // fromEntries loses the key type; the keys are a subset of the original's.
  return {
    version: metadata.version,
    country_calling_codes: Object.fromEntries(callingCodes),
    countries,
    // Non-geographic numbers (+800, +882...) belong to no country: parsePhone refuses them as INVALID_COUNTRY, which
    // it still does when their calling code is unknown.
    nonGeographic: {},
  };
}
