/**
 * `npm run contract:openapi [-- --out path]`: writes the OpenAPI 3.1 document generated from the contract's
 * zod schemas (default contract/openapi.json). The reference API serves the same document at /openapi.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { buildOpenApiDocument } from '#contract/openapi.ts';

const outFlag = process.argv.indexOf('--out');
const out = resolve(outFlag >= 0 ? (process.argv[outFlag + 1] ?? '') : 'contract/openapi.json');
const port = process.env.API_PORT ?? '4010';
const document = buildOpenApiDocument({ serverUrl: `http://127.0.0.1:${port}` });
mkdirSync(dirname(out), { recursive: true });
// Formatted as the repository's prettier formats it, so a regeneration with no schema change is no diff.
const prettierConfig = (await resolveConfig(out)) ?? {};
writeFileSync(out, await format(JSON.stringify(document, null, 2), { ...prettierConfig, filepath: out }));
const operations = Object.values(document.paths).reduce(
  (total, methods) => total + Object.keys(methods).length,
  0,
);
console.log(`Wrote ${out}: OpenAPI ${String(document.openapi)}, ${operations} operations`);
