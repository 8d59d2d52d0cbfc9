/**
 * Imports read as names (issue 32, item 2): a file in another part of the tree is imported by its name from
 * package.json `imports` (`#shared/lib/money.ts`, as epic-stack does rather than bundler aliases), so no import
 * climbs more than two folders; and every import of the project's own files names the file with its extension, one
 * style everywhere (Node, Vite, tsx and Playwright all read it the same). Read by eslint.config.js; the cases are in
 * scripts/lint-rules.test.ts.
 */
import { readFileSync } from 'node:fs';

/** package.json's `imports`: `#shared/*` -> `./src/shared/*`. */
const IMPORTS = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).imports;

/** The folder a name stands for: named('#shared') is './src/shared'. */
export function named(name) {
  const target = IMPORTS[`${name}/*`];
  if (typeof target !== 'string') throw new Error(`package.json has no import named ${name}/*`);
  return target.replace(/\/\*$/, '');
}

/** The names, each with its folder (#shared -> src/shared), for the messages. */
const NAMES = Object.entries(IMPORTS).map(([name, target]) => [
  name.replace(/\/\*$/, ''),
  target.slice(2, -2),
]);
const MOST_CLIMBED = 2;

const climbs = (specifier) => specifier.split('/').filter((segment) => segment === '..').length;
const isOwn = (specifier) =>
  specifier.startsWith('./') || specifier.startsWith('../') || specifier.startsWith('#');
const hasExtension = (specifier) => /\.[a-z0-9]+$/i.test(specifier.split('/').pop() ?? '');

/** @type {import('eslint').Rule.RuleModule} */
const importByName = {
  meta: {
    type: 'suggestion',
    docs: {
      description: "The project's own files imported by name across parts of the tree, with extensions.",
    },
    schema: [],
    messages: {
      climbs:
        'This import climbs {{count}} folders: import the file by its name ({{names}}; package.json `imports`).',
      extension:
        "Name the file with its extension ('{{specifier}}.ts', '.tsx', or '/index.ts'): one style for every import.",
    },
  },
  create(context) {
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (!isOwn(specifier)) return;
      if (climbs(specifier) > MOST_CLIMBED)
        context.report({
          node: source,
          messageId: 'climbs',
          data: {
            count: String(climbs(specifier)),
            names: NAMES.map(([name, folder]) => `${name} for ${folder}`).join(', '),
          },
        });
      if (!hasExtension(specifier))
        context.report({ node: source, messageId: 'extension', data: { specifier } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.literal ?? node.argument),
    };
  },
};

export const importNamesPlugin = { rules: { 'import-by-name': importByName } };
