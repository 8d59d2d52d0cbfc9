/**
 * The tracking layer of a build with no third party configured (build/third-parties-plugin.ts puts this module in
 * place of ./third-parties.ts): no consent to ask, nothing to load, nothing in the bundle.
 * A name missing here fails the build (Rollup refuses an import it cannot find), so the two cannot drift apart.
 */
import type { ReactNode } from 'react';
import type * as ThirdParties from './third-parties.ts';

export const bootTracking: typeof ThirdParties.bootTracking = () => undefined;
export const ConsentBanner = (_props: Parameters<typeof ThirdParties.ConsentBanner>[0]) => null;
export const ConsentSettingsLink = () => null;
export const ConsentStoreProvider = ({ children }: { children: ReactNode }) => children;
