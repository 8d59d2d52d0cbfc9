/**
 * Issue 14, plain language: every field message, in every locale, is a whole sentence that says what is wrong and
 * how to fix it, never a code. It ends as a sentence ends, and carries no SHOUTED_CODE, only the official acronyms
 * applicants know from their documents. The contextual variants the code asks for (a date's order, a term's unit)
 * are written wherever the plain key is. That every key raised in the code exists is
 * src/features/dynamic-form/ui/locale-coverage.test.ts.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { LOCALES } from '#markets/matrix.ts';

/**
 * Official acronyms (identifiers, documents, offices) and the letters of a date pattern (YYYY, AAAA ...). A word with
 * digits in it is an example to copy (GODE561231GR8), not a code.
 */
const ALLOWED_CAPITALS = new Set([
  ...['CURP', 'RFC', 'CLABE', 'PESEL', 'CNP', 'DNI', 'NIE', 'IBAN', 'NIT', 'CCCD', 'TIN', 'UMID', 'PCN'],
  ...['INE', 'RUT', 'BIR', 'PSA', 'ID', 'S/N', 'CRN', 'SSS', 'GSIS', 'ZIP', 'IMSS'],
  ...['YYYY', 'AAAA', 'RRRR', 'JJJJ'],
]);
const CODE = /\b[A-Z_]{4,}\b/g;

const messagesOf = (locale: string): [string, string][] =>
  Object.entries(
    z
      .record(z.string(), z.string())
      .parse(
        JSON.parse(
          readFileSync(
            resolve(import.meta.dirname, `../../../public/locales/${locale}/validation.json`),
            'utf8',
          ),
        ),
      ),
  ).filter(([key]) => key.startsWith('validation.') || key.startsWith('identifiers.'));

/** A placeholder stands for a word (an amount, a date): "Enter {{min}} or more." is four words. */
const withoutPlaceholders = (text: string) => text.replace(/\{\{[^}]*\}\}/g, ' 0 ');

describe.each(LOCALES)('the %s field messages', (locale) => {
  const messages = messagesOf(locale);

  it('are there', () => {
    expect(messages.length).toBeGreaterThan(100);
  });

  it('end as a sentence ends', () => {
    expect(messages.filter(([, text]) => !/[.?!]$/.test(text.trim())).map(([key]) => key)).toEqual([]);
  });

  it('carry no code, only official acronyms', () => {
    const codes = messages.flatMap(([key, text]) =>
      (withoutPlaceholders(text).match(CODE) ?? [])
        .filter((word) => !ALLOWED_CAPITALS.has(word))
        .map((word) => `${key}: ${word}`),
    );
    expect(codes).toEqual([]);
  });

  it('say more than "check what you entered"', () => {
    // A message names the problem and the way out: a few words cannot do both.
    const short = messages.filter(([, text]) => withoutPlaceholders(text).split(/\s+/).length < 4);
    expect(short.map(([key, text]) => `${key} = ${text}`)).toEqual([]);
  });

  it.each([
    ['validation.date.format', ['dmy', 'mdy']],
    ['validation.term.range', ['days_other', 'months_other']],
    ['validation.term.step', ['days', 'months']],
  ])('write %s for every context the code asks for', (key, contexts) => {
    const keys = new Set(messages.map(([name]) => name));
    expect(contexts.filter((context) => !keys.has(`${key}_${context}`))).toEqual([]);
  });
});
