/**
 * A build with no third party configured (no analytics key, pixel, tag manager, error-reporting DSN or captcha key in
 * its env) gets src/app/third-parties.none.ts wherever src/app/third-parties.ts is imported: no consent banner, no
 * tracking boot, no tracking chunk (issue 15, item 8: the first screen does not grow). The decision is the env's, at
 * build time; the app's code has no branch for it.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The env values that turn a third party on (src/features/tracking/tracking-config.ts reads the same). */
export const THIRD_PARTY_IDS = [
  'VITE_POSTHOG_KEY',
  'VITE_FACEBOOK_PIXEL_ID',
  'VITE_TIKTOK_PIXEL_ID',
  'VITE_GTM_ID',
  'VITE_SENTRY_DSN',
  'VITE_CAPTCHA_SITE_KEY',
] as const;

export function hasThirdParties(env: Record<string, string | undefined>): boolean {
  return THIRD_PARTY_IDS.some((id) => Boolean(env[id]?.trim()));
}

export function thirdPartiesPlugin(env: Record<string, string | undefined>, root: string): Plugin {
  const real = resolve(root, 'src/app/third-parties.ts');
  const none = resolve(root, 'src/app/third-parties.none.ts');
  return {
    name: 'loan-third-parties',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (hasThirdParties(env) || !source.includes('third-parties')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === real ? none : null;
    },
  };
}
