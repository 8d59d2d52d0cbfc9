/**
 * Builds the e2e suite's cells (e2e/targets.ts) in one process: each target's build env set for its build alone.
 * One process rather than one `tsx scripts/build.ts` per cell: the 19 starts of tsx and Vite cost about half a
 * minute of `npm test` here.
 */
import { REFERENCE_API_BASE } from '#build/api-base.ts';
import { PARTNER_ORIGIN } from '../e2e/support/partner-server.ts';
import { E2E_MODE, E2E_TARGETS, e2eBuildDir } from '../e2e/targets.ts';
import { buildCell } from './lib/build-cell.ts';

for (const target of E2E_TARGETS) {
  // The shell spec frames the app from the partner origin: the e2e builds allow it (frame-ancestors). A static
  // affiliate (issue 19): e2e/attribution-lead.spec.ts checks it never expires. The tracking builds add their third
  // parties' ids and script URLs, and build into a folder of their own.
  const env: Record<string, string> = {
    // Production builds against the reference API on loopback, as the size check measures them (scripts/check-size.ts).
    VITE_API_BASE: REFERENCE_API_BASE,
    VITE_EMBED_PARENT_ORIGINS: PARTNER_ORIGIN,
    VITE_STATIC_AFFILIATES: 'e2e-static',
    ...target.env,
  };
  Object.assign(process.env, env);
  try {
    const built = await buildCell({
      country: target.country,
      product: target.product,
      locale: target.locale,
      mode: E2E_MODE,
      outDir: e2eBuildDir(target),
      quiet: true,
    });
    console.log(`built ${built.distDir}`);
  } finally {
    for (const name of Object.keys(env)) Reflect.deleteProperty(process.env, name);
    Reflect.deleteProperty(process.env, 'OUT_DIR');
  }
}
