/**
 * `npm run prerender:snapshot`: asks a lender's API for what one cell's first step needs (the v3 form configuration
 * and the policies, build/prerender-data.ts) and writes it as a snapshot file, validated with the contract's
 * schemas, for a build that cannot reach the API (docs/deploy.md, "The snapshot"):
 *   npm run prerender:snapshot -- --country mx --product prestaluz --api https://api.lender.tld --out first-step.json
 *   PRERENDER_SNAPSHOT=first-step.json VITE_API_BASE=https://api.lender.tld npm run build -- --country mx ...
 * --api defaults to the mode's VITE_API_BASE (--mode, production by default), --out to prerender-snapshot.<cell>.json.
 */
import { writeFileSync } from 'node:fs';
import { loadEnv } from 'vite';
import { resolveBuildTarget, BuildTargetError } from '#build/build-target.ts';
import { fetchPrerenderData, PrerenderDataError } from '#build/prerender-data.ts';
import { readOption } from './lib/args.ts';
import { ROOT } from './lib/build-cell.ts';

const argv = process.argv.slice(2);
try {
  const target = resolveBuildTarget({
    country: readOption(argv, 'country', 'COUNTRY'),
    product: readOption(argv, 'product', 'PRODUCT'),
    mode: readOption(argv, 'mode', 'MODE') ?? 'production',
  });
  const env = loadEnv(target.mode, ROOT, 'VITE_');
  const apiBase = readOption(argv, 'api') ?? env.VITE_API_BASE ?? '';
  const out = readOption(argv, 'out') ?? `prerender-snapshot.${target.country}-${target.product}.json`;
  const data = await fetchPrerenderData({
    target,
    apiBase,
    policiesPath: env.VITE_POLICIES_PATH ?? '/policy',
  });
  writeFileSync(out, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`wrote ${out}: ${target.country}/${target.product} from ${apiBase}`);
} catch (error) {
  if (error instanceof BuildTargetError || error instanceof PrerenderDataError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
