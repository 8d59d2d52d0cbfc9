/**
 * `virtual:phone-metadata`: libphonenumber-js's metadata for the build's country only (issue 16, item 3; the phone
 * chunk goes from 43 to under 12 kB gzip). Without a country (the unit tests) it is the metadata of every country.
 */
import metadata from 'libphonenumber-js/metadata.min';
import type { Plugin } from 'vite';
import { phoneMetadataFor } from '#shared/lib/phone-metadata.ts';

const VIRTUAL_ID = 'virtual:phone-metadata';
const RESOLVED_ID = '\0virtual:phone-metadata';

export function phoneMetadataPlugin(country?: string): Plugin {
  return {
    name: 'loan-phone-metadata',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (country === undefined) return `export { default } from 'libphonenumber-js/metadata.min.json';`;
      return `export default ${JSON.stringify(phoneMetadataFor(metadata, country))};`;
    },
  };
}
