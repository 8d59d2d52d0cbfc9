/**
 * The project's own lint rules (eslint.config.js) fire where they should and stay quiet where they should not.
 * Each case lints a small text as if it were a file at `filePath`; add a row for a new rule.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface LintCase {
  name: string;
  /** Where the text is linted as if it lived there: the rules depend on the folder. */
  filePath: string;
  code: string;
  rule: string;
  /** A part of the message the rule must report; undefined: the rule must not fire. */
  message: string | undefined;
}

const CLIMBS = 'climbs 3 folders: import the file by its name';
const EXTENSION = 'Name the file with its extension';
const importName = (name: string, code: string, message: string | undefined): LintCase => ({
  name,
  filePath: 'src/features/x/y/fixture.ts',
  code: `${code}\n`,
  rule: 'house/import-by-name',
  message,
});

const LAZY = 'Declare this schema with lazySchema';
/** house/lazy-module-schema: a module-level schema built on first use (docs/adr/0036). */
function lazySchemaCases(): LintCase[] {
  const zod = "import * as z from 'zod/mini';\nimport { lazySchema } from '#contract/lazy-schema.ts';\n";
  const lazy = (
    name: string,
    code: string,
    message: string | undefined,
    filePath = 'src/features/x/fixture.ts',
  ) => ({
    name,
    filePath,
    code: `${zod}${code}\n`,
    rule: 'house/lazy-module-schema',
    message,
  });
  return [
    lazy(
      'a schema built at the module level',
      'export const personSchema = z.object({ name: z.string() });',
      LAZY,
    ),
    lazy(
      'a check on a named schema at the module level',
      'const baseSchema = lazySchema(() => z.string());\nexport const codeSchema = baseSchema.check(z.minLength(2));',
      LAZY,
    ),
    lazy(
      'a contract schema',
      'export const leadSchema = z.object({ id: z.uuid() });',
      LAZY,
      'contract/fixture.ts',
    ),
    lazy(
      'a schema declared with lazySchema',
      'export const personSchema = lazySchema(() => z.object({ name: z.string() }));',
      undefined,
    ),
    lazy(
      'a schema built inside a function',
      'export const shortText = (max: number) => z.string().check(z.maxLength(max));',
      undefined,
    ),
    lazy(
      "a test's own schema",
      'const personSchema = z.object({ name: z.string() });\nexport { personSchema };',
      undefined,
      'src/features/x/fixture.test.ts',
    ),
    lazy(
      "the reference API's schema",
      'export const querySchema = z.object({ q: z.string() });',
      undefined,
      'server/fixture.ts',
    ),
  ];
}

const MARKET_FORK = 'Country and brand differences are market data';

const fork = (name: string, code: string): LintCase[] => [
  {
    name: `${name} in a feature`,
    filePath: 'src/features/x/fixture.ts',
    code,
    rule: 'no-restricted-syntax',
    message: MARKET_FORK,
  },
  {
    name: `${name} in the app`,
    filePath: 'src/app/x/fixture.ts',
    code,
    rule: 'no-restricted-syntax',
    message: MARKET_FORK,
  },
  {
    name: `${name} in src/markets`,
    filePath: 'src/markets/fixture.ts',
    code,
    rule: 'no-restricted-syntax',
    message: undefined,
  },
  {
    name: `${name} in build/`,
    filePath: 'build/fixture.ts',
    code,
    rule: 'no-restricted-syntax',
    message: undefined,
  },
];

const CAST_REASON = 'Say why this cast holds';
const cast = (name: string, code: string, fires: boolean): LintCase => ({
  name,
  filePath: 'src/features/x/fixture.ts',
  code,
  rule: 'house/cast-needs-reason',
  message: fires ? CAST_REASON : undefined,
});

/** A function of `lines` statements, each on its own line. */
const functionOf = (lines: number) =>
  `export function long(): number {\n  let total = 0;\n${'  total += 1;\n'.repeat(lines - 4)}  return total;\n}\n`;

const CASES: LintCase[] = [
  {
    name: "an export of React's that Preact lacks, in the app",
    filePath: 'src/features/x/fixture.ts',
    code: "import { useActionState } from 'react';\nexport const hook = useActionState;\n",
    rule: 'no-restricted-imports',
    message: 'Preact renders the app',
  },
  {
    name: "an export of React's that Preact has, in the app",
    filePath: 'src/features/x/fixture.ts',
    code: "import { useEffectEvent } from 'react';\nexport const hook = useEffectEvent;\n",
    rule: 'no-restricted-imports',
    message: undefined,
  },
  {
    name: "react-dom's preload, in the app",
    filePath: 'src/app/x/fixture.ts',
    code: "import { preload } from 'react-dom';\nexport const load = preload;\n",
    rule: 'no-restricted-imports',
    message: 'Preact renders the app',
  },
  {
    name: 'react-router, in the app (it has its own router)',
    filePath: 'src/features/x/fixture.ts',
    code: "import { useLocation } from 'react-router';\nexport const hook = useLocation;\n",
    rule: 'no-restricted-imports',
    message: 'The app routes with #shared/routing/',
  },
  {
    name: 'a function over 80 lines in the app',
    filePath: 'src/features/x/fixture.ts',
    code: functionOf(82),
    rule: 'max-lines-per-function',
    message: 'too many lines',
  },
  {
    name: 'a function of 80 lines in the app',
    filePath: 'src/features/x/fixture.ts',
    code: functionOf(80),
    rule: 'max-lines-per-function',
    message: undefined,
  },
  {
    name: 'a long test table',
    filePath: 'src/features/x/fixture.test.ts',
    code: functionOf(82),
    rule: 'max-lines-per-function',
    message: undefined,
  },
  cast('a cast with no reason', `export const read = (raw: unknown) => raw as { id: string };\n`, true),
  cast(
    'an angle-bracket cast with no reason',
    `export const read = (raw: unknown) => <{ id: string }>raw;\n`,
    true,
  ),
  cast(
    'a cast whose comment is two lines up',
    `// parsed above\n\nexport const read = (raw: unknown) => raw as { id: string };\n`,
    true,
  ),
  cast(
    'a cast with its reason on its line',
    `export const read = (raw: unknown) => raw as { id: string }; // the schema parsed it\n`,
    false,
  ),
  cast(
    'a cast with its reason just above',
    `// the schema parsed it\nexport const read = (raw: unknown) => raw as { id: string };\n`,
    false,
  ),
  cast(
    'a cast inside a statement whose reason is above the statement',
    `// JSON.parse answers any: the file is ours\nexport const config = {\n  port: 1,\n  raw: JSON.parse('{}') as { id: string },\n};\n`,
    false,
  ),
  cast('as const', `export const modes = ['a', 'b'] as const;\n`, false),
  importName(
    'an import that climbs three folders',
    `import { formatMoney } from '../../../shared/lib/money.ts';`,
    CLIMBS,
  ),
  importName(
    'a re-export that climbs three folders',
    `export { formatMoney } from '../../../shared/lib/money.ts';`,
    CLIMBS,
  ),
  importName(
    'an import() that climbs three folders',
    `export const load = () => import('../../../shared/lib/money.ts');`,
    CLIMBS,
  ),
  importName('an import of a file without its extension', `import { x } from './sibling';`, EXTENSION),
  importName(
    'an import by name without its extension',
    `import { formatMoney } from '#shared/lib/money';`,
    EXTENSION,
  ),
  importName(
    'an import by name with its extension',
    `import { formatMoney } from '#shared/lib/money.ts';`,
    undefined,
  ),
  importName(
    'an import two folders up with its extension',
    `import { x } from '../../funnel/x.ts';`,
    undefined,
  ),
  importName('a stylesheet beside the file', `import './fixture.css';`, undefined),
  importName('a package', `import { z } from 'zod/mini';`, undefined),
  ...fork(
    'a country compared with a literal',
    `export const kindOf = (country: string) => (country === 'mx' ? 'clabe' : 'iban');\n`,
  ),
  ...fork(
    'a literal compared with a country',
    `export const isMx = (country: string) => 'mx' !== country;\n`,
  ),
  ...fork(
    "the build target's country",
    `declare const market: { target: { country: string } };\nexport const numeric = market.target.country === 'mx';\n`,
  ),
  ...fork(
    'a field of the country profile',
    `declare const market: { country: { code: string } };\nexport const mx = market.country.code == 'mx';\n`,
  ),
  ...fork('a brand id', `export const isPrestaluz = (product: string) => product === 'prestaluz';\n`),
  ...fork(
    'a brand',
    `declare const variant: { brand: string };\nexport const own = variant.brand !== 'monedia';\n`,
  ),
  ...fork(
    'a switch on the country',
    `export function digits(country: string): number {\n  switch (country) {\n    case 'mx':\n      return 10;\n    default:\n      return 9;\n  }\n}\n`,
  ),
  ...fork('a list of countries', `export const eu = (country: string) => ['de', 'es'].includes(country);\n`),
  {
    name: 'a lookup in market data',
    filePath: 'src/features/x/fixture.ts',
    code: `declare const market: { country: { bankAccountKind: string } };\nexport const clabe = market.country.bankAccountKind === 'clabe';\n`,
    rule: 'no-restricted-syntax',
    message: undefined,
  },
  {
    name: "an identifier's own country code",
    filePath: 'src/features/x/fixture.ts',
    code: `export const polish = (iban: { countryCode: string }) => iban.countryCode === 'PL';\n`,
    rule: 'no-restricted-syntax',
    message: undefined,
  },
  ...lazySchemaCases(),
];

// The first lint loads the TypeScript parser: seconds on two busy cores.
describe('lint rules', { timeout: 30_000 }, () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: ROOT });
  });

  it.each(CASES)(
    '$rule: $name',
    async ({ filePath, code, rule, message }) => {
      const [result] = await eslint.lintText(code, { filePath });
      const messages = result?.messages ?? [];
      expect(messages.filter((reported) => reported.fatal)).toEqual([]);
      const fired = messages
        .filter((reported) => reported.ruleId === rule)
        .map((reported) => reported.message);
      if (message === undefined) expect(fired).toEqual([]);
      else expect(fired).toEqual([expect.stringContaining(message)]);
    },
    30_000,
  );
});
