/** Serves every e2e build (e2e/targets.ts), each on its own port, for Playwright's webServer. */
import { resolve } from 'node:path';
import { buildDirName } from '../src/markets/matrix';
import { BASE_PATH, E2E_MODE, E2E_TARGETS } from '../e2e/targets';
import { startPartnerServer, PARTNER_ORIGIN } from '../e2e/support/partner-server';
import { ROOT } from './lib/build-cell';
import { startStaticServer } from './lib/static-server';
import type { Country, Product } from '../src/markets/matrix';

for (const target of E2E_TARGETS) {
  const dir = buildDirName({
    country: target.country as Country,
    product: target.product as Product,
    mode: E2E_MODE,
  });
  await startStaticServer({ distDir: resolve(ROOT, 'dist', dir), basePath: BASE_PATH, port: target.port });
  console.log(`e2e: ${dir} on http://127.0.0.1:${target.port}${BASE_PATH}`);
}

await startPartnerServer();
console.log(`e2e: partner pages on ${PARTNER_ORIGIN}`);
