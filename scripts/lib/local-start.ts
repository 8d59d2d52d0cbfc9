/**
 * What `npm start` changes in the cell it builds, so that any mode (development, staging, production) runs against
 * the reference API it starts on this machine. The .env.<mode> files keep their real values for real builds; Vite
 * lets a variable already in the environment win over them, so the start build sets the API base there. Nothing
 * else in the env files names a host the app calls: the tracking and reporting ids are read by no code yet, and
 * the translations load from the app's own origin.
 */
import type { Country, Mode, Product } from '#markets/matrix.ts';
import { buildDirName } from '#markets/matrix.ts';
import { DEFAULT_CORS_ORIGINS } from '../../server/cors-origins.ts';

export interface LocalStartBuild {
  /** Set in process.env before the build. */
  env: { VITE_API_BASE: string };
  /**
   * Under dist/, apart from what `npm run build` makes for the cell: dist/<cell>/ never holds a build that calls
   * 127.0.0.1, so a preview or a deploy of it is never a local build by mistake.
   */
  outDir: string;
  /** For the start banner: the API base the served app uses, and what it replaced. */
  note: string;
}

export function localStartBuild(
  target: { country: Country; product: Product; mode: Mode },
  apiPort: number,
  /** VITE_API_BASE as the .env.<mode> file (or the environment) gives it for this mode. */
  configuredApiBase: string | undefined,
): LocalStartBuild {
  if (!Number.isInteger(apiPort) || apiPort < 1 || apiPort > 65_535) {
    throw new Error(`API_PORT must be a port number (1-65535), not "${apiPort}".`);
  }
  const apiBase = `http://127.0.0.1:${apiPort}`;
  const outDir = `${buildDirName(target)}-local`;
  const replaced =
    configuredApiBase && configuredApiBase.replace(/\/+$/, '') !== apiBase
      ? ` instead of ${configuredApiBase} (the ${target.mode} setting)`
      : '';
  return {
    env: { VITE_API_BASE: apiBase },
    outDir,
    note: `The app calls the reference lead API at ${apiBase}${replaced}, in this local build only (dist/${outDir}/).`,
  };
}

/**
 * The origins the local API allows for `npm start` on `appPort`: the page's own two (127.0.0.1 and localhost) beside
 * the defaults, so `npm start -- --port 4174` works (issue 28 item 7). A list set in API_CORS_ORIGINS is kept and
 * given the page's origins too.
 */
export function localCorsOrigins(appPort: number, configured: string | undefined): string {
  if (!Number.isInteger(appPort) || appPort < 1 || appPort > 65_535) {
    throw new Error(`--port must be a port number (1-65535), not "${appPort}".`);
  }
  const base = configured?.trim()
    ? configured.split(',').map((origin) => origin.trim())
    : [...DEFAULT_CORS_ORIGINS];
  const page = [`http://127.0.0.1:${appPort}`, `http://localhost:${appPort}`];
  return [...new Set([...base, ...page])].join(',');
}
