import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { textsFolderOf, textsFolderPlugin } from './texts-folder-plugin.ts';

/** A locales folder with one language's files. */
function localesWith(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'texts-folder-'));
  mkdirSync(join(root, 'mx'));
  for (const [name, source] of Object.entries(files)) writeFileSync(join(root, 'mx', name), source);
  return root;
}

describe("textsFolderOf: the language's texts in a folder named by their content", () => {
  const texts = { 'fields.json': '{"a":"A"}', 'validation.json': '{"b":"B"}' };

  it('copies every namespace file of the language into one folder under assets/', () => {
    const folder = textsFolderOf('mx', localesWith(texts));
    expect(folder.path).toMatch(/^assets\/locales\/mx-[\w-]{10}$/);
    expect(folder.files).toEqual([
      { fileName: `${folder.path}/fields.json`, source: '{"a":"A"}' },
      { fileName: `${folder.path}/validation.json`, source: '{"b":"B"}' },
    ]);
  });

  it('keeps its name while the texts stay, and takes another when any file changes, is added or is renamed', () => {
    const name = textsFolderOf('mx', localesWith(texts)).path;
    expect(textsFolderOf('mx', localesWith(texts)).path).toBe(name);
    const others: Record<string, string>[] = [
      { ...texts, 'fields.json': '{"a":"Á"}' },
      { ...texts, 'review.json': '{}' },
      { 'fields.json': texts['fields.json'], 'review.json': texts['validation.json'] },
    ];
    for (const changed of others) expect(textsFolderOf('mx', localesWith(changed)).path).not.toBe(name);
  });

  it('is what the published mx texts build into', () => {
    expect(textsFolderOf('mx').files.map((file) => file.fileName.split('/').pop())).toContain('fields.json');
  });
});

describe('textsFolderPlugin', () => {
  /** The virtual module as the plugin writes it for a dev server or a build. */
  function moduleFor(command: 'serve' | 'build', ssr = false): string {
    const plugin = textsFolderPlugin('mx');
    // Each hook is a plain function here (the plugin writes no object hooks), called as Vite would call it.
    const configResolved = plugin.configResolved as (config: ResolvedConfig) => void;
    // As above: a plain function.
    const resolveId = plugin.resolveId as (id: string) => string | undefined;
    // As above: a plain function.
    const load = plugin.load as (id: string) => string | undefined;
    // The plugin reads the command and build.ssr of the config, nothing else.
    configResolved({ command, build: { ssr } } as ResolvedConfig);
    return load(resolveId('virtual:texts-folder') ?? '') ?? '';
  }

  it('names the copies in a build for the browser, and none on the dev server or in the prerender', () => {
    expect(moduleFor('build')).toBe(
      `export const TEXTS_FOLDER = ${JSON.stringify(textsFolderOf('mx').path)};`,
    );
    expect(moduleFor('serve')).toBe('export const TEXTS_FOLDER = "";');
    expect(moduleFor('build', true)).toBe('export const TEXTS_FOLDER = "";');
  });
});
