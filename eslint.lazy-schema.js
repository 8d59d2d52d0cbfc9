/**
 * A module's schema is built on first use (docs/adr/0036): a zod schema declared at a module's top level is wrapped in
 * `lazySchema(() => ...)`, so that evaluating the module (the app's start, at the applicant's first touch) builds
 * none of the schemas it does not read. A schema built inside a function is already built when used. Read by
 * eslint.config.js; the cases are in scripts/lint-rules.test.ts.
 */

/** The identifier a call chain starts from: `z` in `z.object({}).check(...)`, `leadSchema` in `leadSchema.check()`. */
function chainRoot(node) {
  let current = node;
  let calls = 0;
  while (current.type === 'CallExpression' || current.type === 'MemberExpression') {
    if (current.type === 'CallExpression') {
      calls += 1;
      current = current.callee;
    } else current = current.object;
  }
  return current.type === 'Identifier' ? { name: current.name, calls } : null;
}

const buildsSchema = (init) => {
  const root = init && chainRoot(init);
  return (
    root !== null &&
    root.calls > 0 &&
    root.name !== 'lazySchema' &&
    (root.name === 'z' || /Schema$/.test(root.name))
  );
};

/** @type {import('eslint').Rule.RuleModule} */
const lazyModuleSchema = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A module-level zod schema is built on first use, not as its module is evaluated.' },
    schema: [],
    messages: {
      lazy:
        'Declare this schema with lazySchema(() => ...) (contract/lazy-schema.ts, docs/adr/0036): a schema built ' +
        "as its module is evaluated costs the app's start, read or not.",
    },
  },
  create(context) {
    return {
      'Program > VariableDeclaration > VariableDeclarator, Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator'(
        node,
      ) {
        if (buildsSchema(node.init)) context.report({ node: node.init, messageId: 'lazy' });
      },
    };
  },
};

export const lazySchemaPlugin = { rules: { 'lazy-module-schema': lazyModuleSchema } };
