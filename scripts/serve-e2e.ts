/**
 * Serves everything the e2e suite talks to: every e2e build (e2e/targets.ts) on its own port, the reference
 * lead API on its configured port with a throw-away database, and the partner test pages on another origin.
 */
import { resolve } from 'node:path';
import { PARTNER_ORIGIN, startPartnerServer } from '../e2e/support/partner-server.ts';
import { COLLECTOR_ORIGIN, startTrackingCollector } from '../e2e/support/tracking-collector.ts';
import {
  API_PORT,
  BASE_PATH,
  E2E_CODE_RESEND_SECONDS,
  e2eBuildDir,
  E2E_SIGNING_SECRET,
  E2E_TARGETS,
} from '../e2e/targets.ts';
import { buildServer } from '../server/build-server.ts';
import { ROOT } from './lib/build-cell.ts';
import { startStaticServer } from './lib/static-server.ts';

for (const target of E2E_TARGETS) {
  const dir = e2eBuildDir(target);
  await startStaticServer({ distDir: resolve(ROOT, 'dist', dir), basePath: BASE_PATH, port: target.port });
  console.log(`e2e: ${dir} on http://127.0.0.1:${target.port}${BASE_PATH}`);
}

const api = await buildServer({
  dataDir: 'memory://',
  partnerBaseUrl: `${PARTNER_ORIGIN}/partner/offer`,
  // Checking lasts about two seconds: long enough to see (and check) the page, short enough for the suite.
  checkingPolls: 2,
  retryAfterMs: 800,
  // The read-back routes (affiliate events) the tracking spec checks what reached the API with.
  development: true,
  signingSecret: E2E_SIGNING_SECRET,
  // Every journey's creates and lookups come from one address: the per-client limits have their own unit tests.
  limits: { createsPer10Minutes: 0, publicPerMinute: 0, codeResendSeconds: E2E_CODE_RESEND_SECONDS },
});
await api.listen({ host: '127.0.0.1', port: API_PORT });
console.log(`e2e: reference lead API on http://127.0.0.1:${API_PORT}`);

await startPartnerServer();
console.log(`e2e: partner pages on ${PARTNER_ORIGIN}`);

await startTrackingCollector();
console.log(`e2e: third-party stand-ins and collector on ${COLLECTOR_ORIGIN}`);
