import type { Page } from '@playwright/test';
import { z } from 'zod';
import { expect, test } from './fixtures/test.ts';
import { submitCurrentPage } from './support/dynamic-funnel.ts';
import { waitForApp } from './support/first-step.ts';
import { onBuild } from './support/builds.ts';

test.use(onBuild('mx-prestaluz'));

const UUID_A = '3f2b8c1e-9d4a-4e6b-8a7c-1b2d3e4f5a6b';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const PERSONAL = {
  firstName: 'Ximena',
  lastName: 'Quintanilla',
  email: 'ximena.q@example.com',
  phoneNumber: '5512345678',
};

/** Both storages as raw strings, keyed by area then key. */
async function storages(page: Page) {
  return page.evaluate(() => {
    const dump = (storage: Storage) =>
      Object.fromEntries(
        Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '').map((key) => [
          key,
          storage.getItem(key) ?? '',
        ]),
      );
    return { local: dump(window.localStorage), session: dump(window.sessionStorage) };
  });
}

/** A stored value that is an object, read field by field. */
const storedObject = z.record(z.string(), z.unknown());

const parse = (raw: string | undefined): unknown => {
  let value: unknown = raw;
  // Values are stored as JSON, sometimes as a JSON string of JSON: unwrap like the app's reviver does.
  for (let round = 0; round < 10 && typeof value === 'string'; round++) {
    try {
      value = JSON.parse(value);
    } catch {
      break;
    }
  }
  return value;
};

test('a landing records session, affiliate and click ids, and a new landing overrides them with a new session', async ({
  page,
  a11y,
}) => {
  const landing = new URLSearchParams({
    refName: 'aff',
    refSubId: 'sub',
    refTransactionId: 'tx',
    amount: '5000',
    period: '12',
    ...PERSONAL,
    sellingTierGlobalId: 't1',
    fbclid: 'F1',
    ttclid: 'T1',
    gclid: 'G1',
    gclsrc: 'aw.ds',
    utm_source: 'google',
    sessionId: UUID_A,
  });
  await page.goto(`./?${landing}`);
  await waitForApp(page);
  await a11y.check();

  const first = await storages(page);
  for (const area of [first.local, first.session]) {
    expect(parse(area.sessionId)).toBe(UUID_A);
    expect(String(parse(area.sessionStartedAt))).toMatch(ISO);
    expect(parse(area.affiliateReferenceParams)).toMatchObject({
      attribute: 'aff',
      subId: 'sub',
      transactionId: 'tx',
    });
  }
  expect(parse(first.session.newSessionFlag)).toBe(true);
  expect(parse(first.local.gclid)).toMatchObject({ gclid: 'G1', gclsrc: 'aw.ds' });
  expect(String(parse(first.session.initAt))).toMatch(ISO);
  // Personal data from the URL fills the form; it is never written to browser storage.
  const everything = JSON.stringify(first);
  for (const value of Object.values(PERSONAL)) expect(everything).not.toContain(value);

  // The prefilled applicant fields fill the form: the contact page shows the email and phone from the link.
  await submitCurrentPage(page, {}, a11y);
  await expect(page).toHaveURL(/\/initial-details$/);
  await expect(page.locator('#field-contactDetails__email')).toHaveValue(PERSONAL.email);
  await expect(page.locator('#field-contactDetails__phoneNumber')).toHaveValue(PERSONAL.phoneNumber);
  await a11y.check();

  // A reload without parameters keeps the same session and reference.
  await page.goto('./');
  await waitForApp(page);
  const reloaded = await storages(page);
  expect(parse(reloaded.session.sessionId)).toBe(UUID_A);
  expect(parse(reloaded.local.affiliateReferenceParams)).toEqual(parse(first.local.affiliateReferenceParams));

  // Another affiliate link: its values override the stored ones and a new session starts.
  await page.goto(`./?${new URLSearchParams({ refName: 'other', wbraid: 'W2' })}`);
  await waitForApp(page);
  const second = await storages(page);
  const newSessionId = parse(second.session.sessionId);
  expect(newSessionId).toMatch(UUID);
  expect(newSessionId).not.toBe(UUID_A);
  expect(parse(second.local.sessionId)).toBe(newSessionId);
  expect(Date.parse(String(parse(second.session.sessionStartedAt)))).toBeGreaterThanOrEqual(
    Date.parse(String(parse(first.session.sessionStartedAt))),
  );
  const reference = storedObject.parse(parse(second.local.affiliateReferenceParams));
  expect(reference.attribute).toBe('other');
  expect(reference.subId).toBeUndefined();
  expect(reference.transactionId).toBeUndefined();
  const click = storedObject.parse(parse(second.local.gclid));
  expect(click.wbraid).toBe('W2');
  expect(click.gclid).toBeUndefined();
  await a11y.check();
});
