/**
 * The layers of eslint.layers.js hold: each case lints a one-line import as if it stood in a file of the tree, with
 * the project's own eslint config, and expects the boundary rule (or the cycle rule) to fire or to stay quiet.
 * Imports name real files (the first source file of a folder), so the resolver sees what it sees in the tree.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, dirname } from 'node:path';
import { ESLint } from 'eslint';
import { CORE_FEATURES, FEATURES } from '../eslint.layers.js';

const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The first .ts or .tsx file (not a test) in a folder of the tree, as a path from the root. */
function fileIn(folder: string): string {
  const name = readdirSync(join(root, folder))
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.') && !file.endsWith('.d.ts'))
    .sort()[0];
  if (!name) throw new Error(`no source file in ${folder}`);
  return `${folder}/${name}`;
}

/** An import of `target` written in a file that stands in `folder`, linted there. */
async function ruleIdsOf(folder: string, target: string): Promise<string[]> {
  const filePath = join(root, folder, 'boundary-fixture.ts');
  let specifier = relative(dirname(filePath), join(root, target)).replace(/\.tsx?$/, '');
  if (!specifier.startsWith('.')) specifier = `./${specifier}`;
  const [result] = await eslint.lintText(`import '${specifier}';\n`, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const [feature, otherFeature] = FEATURES.filter((name) => !CORE_FEATURES.includes(name));
const [core] = CORE_FEATURES;

// The first lint loads the TypeScript parser and resolver: seconds on two busy cores.
describe('the layers of the tree', { timeout: 30_000 }, () => {
  it('have the features they name', () => {
    expect(feature).toBeDefined();
    expect(otherFeature).toBeDefined();
    expect(FEATURES).toEqual(expect.arrayContaining(CORE_FEATURES));
  });

  it.each([
    ['a feature importing another feature', `src/features/${feature}`, `src/features/${otherFeature}`],
    ['the funnel core importing a feature', `src/features/${core}`, `src/features/${feature}`],
    ['shared importing a feature', 'src/shared/lib', `src/features/${core}`],
    ['shared importing app', 'src/shared/lib', 'src/app'],
    ['markets importing a feature', 'src/markets', `src/features/${core}`],
    ['a feature importing app', `src/features/${feature}`, 'src/app'],
    ['contract importing the app', 'contract', 'src/shared/lib'],
    ['contract importing the server', 'contract', 'server/http'],
    ['the app importing the server', 'src/app', 'server/http'],
    ['the server importing the app', 'server/http', 'src/shared/lib'],
  ])('refuse %s', async (_case, folder, targetFolder) => {
    expect(await ruleIdsOf(folder, fileIn(targetFolder))).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['a feature importing the funnel core', `src/features/${feature}`, `src/features/${core}`],
    ['a feature importing shared', `src/features/${feature}`, 'src/shared/lib'],
    ['a feature importing markets', `src/features/${feature}`, 'src/markets'],
    ['the app importing a feature', 'src/app', `src/features/${feature}`],
    ['the server importing contract', 'server/http', 'contract'],
  ])('allow %s', async (_case, folder, targetFolder) => {
    expect(await ruleIdsOf(folder, fileIn(targetFolder))).not.toContain('import-x/no-restricted-paths');
  });

  it('refuse an import cycle', async () => {
    // guards.ts imports states.ts: states.ts importing guards.ts back would close a cycle.
    expect(readFileSync(join(root, 'src/features/funnel/guards.ts'), 'utf8')).toContain("from './states.ts'");
    const filePath = join(root, 'src/features/funnel/states.ts');
    const [result] = await eslint.lintText("import './guards.ts';\n", { filePath });
    expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });
});
