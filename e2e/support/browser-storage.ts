/**
 * What the browser keeps of the Mexican applicant (docs/adr/0011-what-the-browser-keeps.md): never an identifier or
 * an account, typed or sent; nothing personal once the outcome is reached. The applicant's known values are looked
 * for in the raw text of both storages.
 */
import type { Page } from '@playwright/test';
import { IDENTIFIER_DATA_POINTS } from '#contract/identifiers.ts';
import { expect } from '../fixtures/test.ts';

/** The identifiers and accounts among these answers (the Mexican CURP, RFC and CLABE): never in storage. */
export const identifiersOf = (answers: Record<string, string>): string[] =>
  IDENTIFIER_DATA_POINTS.map((name) => answers[name]).filter((value): value is string => value !== undefined);

/** What identifies the applicant besides the ids: gone from storage once the outcome is reached. */
export const personalValuesOf = (answers: Record<string, string>): string[] =>
  [
    'contactDetails.email',
    'contactDetails.phoneNumber',
    'personalDetails.firstName',
    'personalDetails.lastName',
    'personalDetails.secondLastName',
    'contactDetails.street',
    'referenceDetails.name',
    'referenceDetails.phoneNumber',
    'incomeDetails.workPhone',
    'employer.name',
  ]
    .map((name) => answers[name])
    .filter((value): value is string => value !== undefined)
    .concat(['1990-08-20']);

/** Every key and value of both storages, as one text per key. */
async function storageDump(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [window.localStorage, window.sessionStorage].flatMap((area) =>
      Object.keys(area).map((key) => `${key}=${area.getItem(key) ?? ''}`),
    ),
  );
}

/** Fails when any of the values is in either storage, saying when. */
export async function expectNotStored(page: Page, values: readonly string[], when: string): Promise<void> {
  const dump = await storageDump(page);
  for (const value of values) {
    const leaks = dump.filter((entry) => entry.includes(value));
    expect(leaks, `${value} in browser storage ${when}`).toEqual([]);
  }
}
