/**
 * Adds entries to the tables of a TypeScript source, and nothing else: a table is a `const` whose value is an array or
 * object literal (behind `as const` or `satisfies` if need be), found by its name with the compiler's parser. The
 * added-market test (deploy/added-market.deploy.test.ts, issue 32 item 7) adds a market this way, so what it changes
 * in the sources is the tables' rows alone: a market that needed a code change could not be added.
 */
import ts from 'typescript';

export interface TableEntry {
  /** The `const`'s name. */
  table: string;
  /** The entry's source as it would be written in the literal: `'zz'`, `zz: { ... }`, `...`. */
  entry: string;
}

/** The literal a table's initializer holds, through `as const`, `satisfies X` and parentheses. */
function literalOf(node: ts.Expression): ts.ArrayLiteralExpression | ts.ObjectLiteralExpression | undefined {
  if (ts.isArrayLiteralExpression(node) || ts.isObjectLiteralExpression(node)) return node;
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node))
    return literalOf(node.expression);
  return undefined;
}

function findTable(
  file: ts.SourceFile,
  name: string,
): ts.ArrayLiteralExpression | ts.ObjectLiteralExpression | undefined {
  let found: ts.ArrayLiteralExpression | ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === name &&
      node.initializer
    )
      found = literalOf(node.initializer);
    else ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * The source with each entry added as the last row of its table. Throws when a table is not found, so a renamed
 * table fails the caller rather than leaving the market half added.
 */
export function addTableEntries(source: string, fileName: string, entries: readonly TableEntry[]): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const insertions = entries.map(({ table, entry }) => {
    const literal = findTable(file, table);
    if (!literal) throw new Error(`${fileName}: no array or object literal named ${table}`);
    const rows: ts.NodeArray<ts.Node> = ts.isArrayLiteralExpression(literal)
      ? literal.elements
      : literal.properties;
    const last = rows[rows.length - 1];
    // After the last row (and its comma, if it has one), else right after the opening bracket.
    const at = last ? last.getEnd() : literal.getStart(file) + 1;
    const text = last ? `, ${entry}` : entry;
    return { at, text };
  });
  // From the end, so that each position still holds when it is used.
  return insertions
    .sort((first, second) => second.at - first.at)
    .reduce((text, { at, text: added }) => text.slice(0, at) + added + text.slice(at), source);
}

/** The source with import declarations added after its last one (the modules a table's new rows name). */
export function addImports(source: string, fileName: string, imports: readonly string[]): string {
  if (imports.length === 0) return source;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const last = file.statements.filter(ts.isImportDeclaration).at(-1);
  const at = last ? last.getEnd() : 0;
  const text = imports.join('\n');
  return last ? `${source.slice(0, at)}\n${text}${source.slice(at)}` : `${text}\n${source}`;
}
