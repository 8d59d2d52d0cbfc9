/**
 * One-off codemod (issue 32 item 2): every import of the project's own files written one way. A file in another
 * part of the tree (contract, src/shared, src/markets, a feature, src/app, src/test, build) is imported by its name from
 * package.json `imports` (#shared/lib/money.ts); a file of the same part by a relative path, unless that climbs more
 * than two folders. Every specifier names its file with its extension (an index file included).
 *
 *   npx tsx scripts/codemod-import-names.ts [--dry]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '..');
const dry = process.argv.includes('--dry');

/** The names, longest prefix first where one holds another. */
const NAMES: readonly [name: string, folder: string][] = [
  ['#contract', 'contract'],
  ['#shared', 'src/shared'],
  ['#markets', 'src/markets'],
  ['#features', 'src/features'],
  ['#app', 'src/app'],
  ['#test', 'src/test'],
  ['#build', 'build'],
];

/** The part of the tree a file belongs to: a feature is a part of its own, the rest by its named folder. */
function partOf(file: string): string | undefined {
  const path = relative(ROOT, file).split(sep).join('/');
  const feature = /^src\/features\/([^/]+)\//.exec(path);
  if (feature) return `src/features/${feature[1]}`;
  return NAMES.find(([, folder]) => path.startsWith(`${folder}/`))?.[1];
}

function namedSpecifier(target: string): string | undefined {
  const path = relative(ROOT, target).split(sep).join('/');
  const named = NAMES.find(([, folder]) => path.startsWith(`${folder}/`));
  return named && `${named[0]}${path.slice(named[1].length)}`;
}

const CANDIDATES = ['', '.ts', '.tsx', '.d.ts', '.js', '/index.ts', '/index.tsx'];

function resolveFile(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  for (const suffix of CANDIDATES) {
    const candidate = base + suffix;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const climbs = (specifier: string) => specifier.split('/').filter((segment) => segment === '..').length;

function rewrite(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const target = resolveFile(file, specifier);
  if (!target) {
    console.warn(`unresolved: ${relative(ROOT, file)}: ${specifier}`);
    return undefined;
  }
  const sourcePart = partOf(file);
  const targetPart = partOf(target);
  let next = relative(dirname(file), target).split(sep).join('/');
  if (!next.startsWith('.')) next = `./${next}`;
  // Tool configs (the root's, Storybook's main.ts) are loaded by their tools: relative paths, extensions only.
  const isToolConfig =
    !relative(ROOT, file).includes(sep) || relative(ROOT, file).startsWith('.storybook/main');
  const named = isToolConfig ? undefined : namedSpecifier(target);
  if (named && (sourcePart !== targetPart || climbs(next) > 2)) next = named;
  if (!named && climbs(next) > 2) console.warn(`climbs, no name: ${relative(ROOT, file)}: ${specifier}`);
  return next === specifier ? undefined : next;
}

/** The string literals that name a module: imports, exports, import types, import() and vi.mock's like. */
function moduleSpecifiers(source: ts.SourceFile): ts.StringLiteral[] {
  const found: ts.StringLiteral[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push(node.moduleSpecifier);
    else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    )
      found.push(node.argument.literal);
    else if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      const callee = node.expression.getText(source);
      if (
        node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        /^vi\.(mock|doMock|unmock|doUnmock|importActual|importMock)$/.test(callee)
      )
        found.push(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mts'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .filter((path) => path !== 'scripts/codemod-import-names.ts')
  .map((path) => join(ROOT, path));

let changed = 0;
let files_changed = 0;
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const edits = moduleSpecifiers(source)
    .map((literal) => ({ literal, next: rewrite(file, literal.text) }))
    .filter((edit): edit is { literal: ts.StringLiteral; next: string } => edit.next !== undefined)
    .sort((a, b) => b.literal.getStart(source) - a.literal.getStart(source));
  if (edits.length === 0) continue;
  let out = text;
  for (const { literal, next } of edits) {
    const quote = text[literal.getStart(source)] ?? "'";
    out = out.slice(0, literal.getStart(source)) + quote + next + quote + out.slice(literal.getEnd());
  }
  changed += edits.length;
  files_changed += 1;
  if (!dry) writeFileSync(file, out);
}
console.log(`${changed} specifiers in ${files_changed} files${dry ? ' (dry run)' : ''}`);
