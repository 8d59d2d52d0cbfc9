/**
 * Every architecture decision record says what it is worth today (issue 32, item 6): the first line after its
 * `# N. Title` is its status, `Status: accepted.`, `Status: accepted; amended by ADR 0025 (what it amends).` or
 * `Status: superseded by ADR 00NN.`, so a reader knows before the context whether a later record changed it. An
 * ADR the status names (amended or superseded by) is a later record that exists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const adrFolder = join(import.meta.dirname, '..', 'docs', 'adr');
const ADR_FILE = /^(\d{4})-[a-z0-9-]+\.md$/;
const STATUS = /^Status: (accepted|proposed|superseded by ADR \d{4}|deprecated)\b/;
const CHANGED_BY = /\b(?:amended|superseded) by ADR \d{4}/;

const files = readdirSync(adrFolder)
  .filter((name) => name.endsWith('.md'))
  .sort();
const numbers = new Set(files.map((name) => ADR_FILE.exec(name)?.[1]));

interface Opening {
  title: string | undefined;
  /** The status paragraph: the first non-empty line after the title and the lines that follow it up to a blank one. */
  status: string;
}

function openingOf(text: string): Opening {
  const lines = text.split('\n');
  const title = lines[0]?.startsWith('# ') ? lines[0] : undefined;
  const start = lines.findIndex((line, index) => index > 0 && line.trim() !== '');
  if (start === -1) return { title, status: '' };
  const end = lines.findIndex((line, index) => index > start && line.trim() === '');
  const status = lines
    .slice(start, end === -1 ? undefined : end)
    .join(' ')
    .trim();
  return { title, status };
}

describe('ADR status', () => {
  it('finds the records', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s opens with its title and then its status', (name) => {
    const number = ADR_FILE.exec(name)?.[1];
    expect(number, `${name}: named NNNN-title.md`).toBeDefined();
    const { title, status } = openingOf(readFileSync(join(adrFolder, name), 'utf8'));
    expect(title, `${name}: the first line is "# N. Title"`).toMatch(
      new RegExp(`^# ${Number(number)}\\. \\S`),
    );
    expect(status, `${name}: the first line after the title is its status`).toMatch(STATUS);
  });

  it.each(files)('%s names only later records that exist as amending or superseding it', (name) => {
    const own = Number(ADR_FILE.exec(name)?.[1]);
    const { status } = openingOf(readFileSync(join(adrFolder, name), 'utf8'));
    const named = [...status.matchAll(/\bADR (\d{4})\b/g)].map((match) => match[1]);
    if (CHANGED_BY.test(status)) expect(named.length).toBeGreaterThan(0);
    for (const other of named) {
      expect(numbers.has(other), `${name}: ADR ${other} exists in docs/adr`).toBe(true);
      expect(Number(other), `${name}: ADR ${other} is later than this one`).toBeGreaterThan(own);
    }
  });

  it.each([
    ['Status: accepted.', true],
    ['Status: accepted; amended by ADR 0025 (the press guard).', true],
    ['Status: superseded by ADR 0031.', true],
    ['Status: proposed.', true],
    ['Status: deprecated.', true],
    ['Status: superseded.', false],
    ['Status: acceptedish.', false],
    ['## Status', false],
    ['## Context', false],
  ])('reads "%s" as a status line (%s)', (line, valid) => {
    expect(STATUS.test(line)).toBe(valid);
  });
});
