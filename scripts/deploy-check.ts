/**
 * `npm run deploy:check`: reads a served cell over the wire and says whether it answers as a deployment must
 * (scripts/lib/served-cell-check.ts; docs/deploy.md, "Before going live"). Exits 1 on any miss.
 *   npm run deploy:check -- --url https://apply.lender.tld/application-frontend/
 *   npm run deploy:check -- --url http://127.0.0.1:8080/application-frontend/ --dist dist/mx-prestaluz-production
 * With --dist, every header must have the value the build's `_headers` declares; without it, the key ones be there.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HEADERS_FILE, headersFor, parseHeadersFile } from '#build/headers-files.ts';
import { readOption } from './lib/args.ts';
import { checkServedCell } from './lib/served-cell-check.ts';

const argv = process.argv.slice(2);
const url = readOption(argv, 'url');
const dist = readOption(argv, 'dist');
if (!url || !/^https?:\/\/[^/]+\/(.*\/)?$/.test(url)) {
  console.error(
    'Give the app\'s address with its base path, ending in "/": --url https://host/application-frontend/',
  );
  process.exit(2);
}
const headersFile = dist && join(dist, HEADERS_FILE);
if (headersFile && !existsSync(headersFile)) {
  console.error(`${headersFile} not found: --dist names the build folder that was deployed.`);
  process.exit(2);
}
const declaredHeaders =
  headersFile && headersFor(parseHeadersFile(readFileSync(headersFile, 'utf8')), new URL(url).pathname);

const findings = await checkServedCell({ url, ...(declaredHeaders && { declaredHeaders }) });
const missed = findings.filter((finding) => !finding.ok);
for (const finding of missed) console.log(`  MISS  ${finding.what}: ${finding.detail ?? ''}`);
console.log(`\n${url}: ${findings.length - missed.length} of ${findings.length} checks hold.`);
process.exit(missed.length > 0 ? 1 : 0);
