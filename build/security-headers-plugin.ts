/**
 * Makes a build's index.html work under a strict Content-Security-Policy and writes the build's security headers
 * into its dist folder (issue 18, item 2):
 * - the entry `<script type="module" src>` and its `<link rel="modulepreload">`s become one small inline bootstrap
 *   that adds them from script when the app-start policy says (build/app-start-policy.ts). Under 'strict-dynamic' a
 *   script a trusted script adds is trusted, and so is every module it imports; a parser-inserted external script
 *   would need a nonce (impossible on static hosting);
 * - the bootstrap is the only Trusted Types policy (TRUSTED_TYPES_POLICY), and it only hands out the entry's URL;
 * - every inline script and style is hashed into the CSP, and `_headers` plus the nginx snippet are written
 *   from securityHeaders() of the cell's env.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { headersFile, nginxSnippet, HEADERS_FILE, NGINX_FILE } from './headers-files.ts';
import { securityHeaders, type SecurityHeadersInput } from './security-headers.ts';
import { arrivalScript, withBootstrap } from './app-start-policy.ts';

type CellEnv = Omit<SecurityHeadersInput, 'scriptHashes' | 'styleHashes'>;

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** A data block (the first screen's texts): the browser never runs it, so the CSP need not allow it. */
const isDataBlock = (attributes: string) => /\stype="application\/json"/.test(attributes);

export function inlineHashes(html: string): { scriptHashes: string[]; styleHashes: string[] } {
  const bodies = (tag: string) =>
    [...html.matchAll(new RegExp(`<${tag}(?![^>]*\\ssrc=)([^>]*)>([\\s\\S]*?)</${tag}>`, 'g'))]
      .filter((match) => !isDataBlock(match[1] ?? ''))
      .map((match) => match[2] ?? '');
  return {
    scriptHashes: bodies('script').filter(Boolean).map(sha256),
    styleHashes: bodies('style').filter(Boolean).map(sha256),
  };
}

export function securityHeadersPlugin(cell: CellEnv, basePath: string): Plugin {
  let hashes: ReturnType<typeof inlineHashes> = { scriptHashes: [], styleHashes: [] };
  let isBuild = false;
  return {
    name: 'loan-security-headers',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // The dev server injects its own client scripts and runs without these headers: only builds change.
        if (!isBuild) return html;
        const arrival = context.bundle && arrivalScript(context.bundle, basePath);
        const result = withBootstrap(html, arrival);
        hashes = inlineHashes(result);
        return result;
      },
    },
    writeBundle(options) {
      if (!options.dir) return;
      const headers = securityHeaders({ ...cell, ...hashes });
      writeFileSync(join(options.dir, HEADERS_FILE), headersFile(basePath, headers));
      writeFileSync(join(options.dir, NGINX_FILE), nginxSnippet(headers));
    },
  };
}
