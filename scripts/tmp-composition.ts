import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { applicationPageAssets, firstScreenAssets } from './lib/first-screen.ts';

const dist = process.argv[2] ?? 'dist/e2e/mx-prestaluz-production';
const kind = process.argv[3] ?? 'dynamic';
const base = '/application-frontend/';
const first = firstScreenAssets(dist, base);
const page = applicationPageAssets(dist, kind, first.js.map((a) => a.file));
const files = [...first.js, ...page].map((a) => a.file);
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function decode(seg: string): number[] {
  const out: number[] = []; let v = 0; let shift = 0;
  for (const ch of seg) { const d = B64.indexOf(ch); v += (d & 31) << shift; if (d & 32) { shift += 5; } else { out.push(v & 1 ? -(v >>> 1) : v >>> 1); v = 0; shift = 0; } }
  return out;
}
const byPkg = new Map<string, number>();
let total = 0; let totalGz = 0;
for (const f of files) {
  const path = join(dist, f.startsWith('assets/') ? f : `assets/${f}`);
  const code = readFileSync(path, 'utf8');
  totalGz += gzipSync(code, { level: 9 }).length;
  const map = JSON.parse(readFileSync(`${path}.map`, 'utf8')) as { sources: string[]; mappings: string };
  const lines = code.split('\n');
  let src = 0;
  map.mappings.split(';').forEach((lineMap, li) => {
    const line = lines[li] ?? '';
    let col = 0; const segs: [number, number][] = [];
    for (const s of lineMap.split(',')) { if (!s) continue; const d = decode(s); col += d[0]!; if (d.length > 1) src += d[1]!; segs.push([col, src]); }
    segs.forEach(([c, s], i) => {
      const end = segs[i + 1]?.[0] ?? line.length;
      const name = map.sources[s] ?? '?';
      const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name);
      const key = m ? m[1]! : name.includes('/src/') ? 'app:' + (/src\/([^/]+(?:\/[^/]+)?)/.exec(name)?.[1] ?? '') : name;
      byPkg.set(key, (byPkg.get(key) ?? 0) + (end - c)); total += end - c;
    });
  });
}
console.log('files', files.length, 'raw mapped', total, 'gzip total', (totalGz / 1024).toFixed(1));
const rows = [...byPkg].sort((a, b) => b[1] - a[1]);
for (const [k, v] of rows.slice(0, 45)) console.log(k.padEnd(50), (v / 1024).toFixed(1), 'kB raw', ((v / total) * totalGz / 1024).toFixed(1), 'kB gz~');
// detail for one package
const want = process.argv[4];
if (want) {
  const bySrc = new Map<string, number>();
  for (const f of files) {
    const path = join(dist, f.startsWith('assets/') ? f : `assets/${f}`);
    const code = readFileSync(path, 'utf8');
    const map = JSON.parse(readFileSync(`${path}.map`, 'utf8')) as { sources: string[]; mappings: string };
    const lines = code.split('\n'); let src = 0;
    map.mappings.split(';').forEach((lineMap, li) => {
      const line = lines[li] ?? ''; let col = 0; const segs: [number, number][] = [];
      for (const s of lineMap.split(',')) { if (!s) continue; const d = decode(s); col += d[0]!; if (d.length > 1) src += d[1]!; segs.push([col, src]); }
      segs.forEach(([c, s], i) => { const end = segs[i + 1]?.[0] ?? line.length; const name = map.sources[s] ?? '?'; if (name.includes(want)) bySrc.set(name.replace(/.*node_modules\//, ''), (bySrc.get(name.replace(/.*node_modules\//, '')) ?? 0) + end - c); });
    });
  }
  for (const [k, v] of [...bySrc].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(k.padEnd(70), (v / 1024).toFixed(1));
}
