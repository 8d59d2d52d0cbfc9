/**
 * File names use one case, kebab-case (docs/adr/0010-layers-and-boundaries.md): `bank-data-page.tsx`, not
 * `BankDataPage.tsx` or `bankData.ts`. Docs (README.md ...) and numbered SQL migrations keep their own forms.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const FOLDERS = [
  'src',
  'contract',
  'server',
  'scripts',
  'build',
  'e2e',
  'public/locales',
  '.storybook',
  'gallery',
];
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const EXEMPT = [/\.md$/, /^\d{4}_[a-z0-9_]+\.sql$/];

function filesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

describe('file names', () => {
  it.each(FOLDERS)('under %s are kebab-case', (folder) => {
    const offenders = filesUnder(folder).filter(
      (name) => !KEBAB.test(name) && !EXEMPT.some((pattern) => pattern.test(name)),
    );
    expect(offenders).toEqual([]);
  });

  it.each([
    ['bank-data-page.tsx', true],
    ['use-submit-lead.test.tsx', true],
    ['BankDataPage.tsx', false],
    ['colombianCedula.ts', false],
    ['lead_body.ts', false],
  ])('tell %s apart (%s)', (name, kebab) => {
    expect(KEBAB.test(name)).toBe(kebab);
  });
});
