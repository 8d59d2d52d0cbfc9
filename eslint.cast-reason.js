/**
 * A cast says why (issue 32, item 3): `value as Type` and `<Type>value` tell the compiler to trust the writer, so
 * the reader is owed the reason on the cast's line, or in a comment just above it or above its statement.
 * `as const` is not a cast (it narrows, it asserts nothing) and needs no reason. Read by eslint.config.js; the cases
 * are in scripts/lint-rules.test.ts.
 */

/**
 * The lines a reason may sit just above: the cast's own, and those of each property, member or statement around it
 * up to its whole statement (a reason above `const config = {` covers a cast on any line of it).
 */
function reasonLines(node) {
  const lines = [node.loc.start.line - 1];
  for (let current = node.parent; current; current = current.parent) {
    if (/(Property|Definition|Declaration|Statement)$/.test(current.type))
      lines.push(current.loc.start.line - 1);
    if (/(Statement|Declaration)$/.test(current.type) && current.parent?.type !== 'ExportNamedDeclaration')
      break;
  }
  return lines;
}

const isConstAssertion = (node) =>
  node.typeAnnotation.type === 'TSTypeReference' &&
  node.typeAnnotation.typeName.type === 'Identifier' &&
  node.typeAnnotation.typeName.name === 'const';

/** @type {import('eslint').Rule.RuleModule} */
const castNeedsReason = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A type cast carries a comment that says why it holds.' },
    schema: [],
    messages: {
      reason:
        'Say why this cast holds, in a comment on its line or just above it (issue 32): a cast tells the compiler ' +
        'to trust the writer, so the reader is owed the reason.',
    },
  },
  create(context) {
    const comments = context.sourceCode.getAllComments();
    // A comment on one of the cast's lines, or ending just above it or above what it is part of (reasonLines).
    const explained = (node) => {
      const above = new Set(reasonLines(node));
      const { start, end } = node.loc;
      return comments.some(
        (comment) =>
          (comment.loc.end.line >= start.line && comment.loc.start.line <= end.line) ||
          above.has(comment.loc.end.line),
      );
    };
    const check = (node) => {
      if (!explained(node)) context.report({ node, messageId: 'reason' });
    };
    return {
      TSAsExpression(node) {
        if (!isConstAssertion(node)) check(node);
      },
      TSTypeAssertion: check,
    };
  },
};

export const castReasonPlugin = { rules: { 'cast-needs-reason': castNeedsReason } };
