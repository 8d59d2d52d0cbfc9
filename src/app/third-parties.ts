/**
 * Everything of the tracking layer the first screen touches (issue 15): the boot that reads the consent and loads the
 * tracking chunk after a yes, and the consent banner, its settings link and their store provider. A build with no
 * third party configured gets ./third-parties.none.ts in place of this module (build/third-parties-plugin.ts), so
 * none of it is in its bundle and its first screen does not grow; the unit tests and the type checker see this one.
 */
export { bootTracking } from './tracking-boot.ts';
export { ConsentBanner, ConsentSettingsLink } from '#features/tracking/consent/consent-banner.tsx';
export { ConsentStoreProvider } from '#features/tracking/consent/consent-store-context.tsx';
