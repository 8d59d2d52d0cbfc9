/** libphonenumber-js's metadata as the build holds it: its own country's only (build/phone-metadata-plugin.ts). */
declare module 'virtual:phone-metadata' {
  import type { MetadataJson } from 'libphonenumber-js/core';

  const metadata: MetadataJson;
  export default metadata;
}
