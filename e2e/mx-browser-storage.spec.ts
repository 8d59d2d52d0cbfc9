/**
 * Issue 5 and docs/adr/0011-what-the-browser-keeps.md: a reload before sending a page keeps everything typed there
 * but the identifier, which the browser never keeps, and the page says why at the field. The reload on every page of
 * the Mexican journey, with no identifier in storage after any step and nothing personal after the outcome, is part of
 * the pointer journey (mx-applicant-journey.spec.ts).
 */
import { expect, test } from './fixtures/test.ts';
import { fieldValues, fillCurrentPage, submitCurrentPage } from './support/dynamic-funnel.ts';
import { MX_APPLICANT, mxEmail } from './support/mx-applicant.ts';
import { onBuild } from './support/builds.ts';

test.use(onBuild('mx-prestaluz'));

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const answers: Record<string, string> = { ...MX_APPLICANT, 'contactDetails.email': mxEmail('accept') };

test('a reload before sending empties the CURP only; everything else typed is kept', async ({
  page,
  a11y,
}) => {
  await page.goto('./');
  for (let step = 0; step < 5 && !page.url().endsWith('/personal-details'); step++) {
    await submitCurrentPage(page, answers, a11y);
  }
  await expect(page).toHaveURL(/\/personal-details$/);
  await fillCurrentPage(page, answers);
  const typed = await fieldValues(page);
  // No wait: a reload right after the last keystroke keeps it (the draft is saved on pagehide).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await a11y.check();
  const curp = page.locator('#field-personalDetails__personalCode');
  await expect(curp).toHaveValue('');
  // The page says why it is empty, at the field (its description), in the applicant's language.
  await expect(curp).toHaveAccessibleDescription(/Por tu seguridad no lo guardamos en tu dispositivo/);
  await expect.poll(() => fieldValues(page)).toEqual({ ...typed, 'field-personalDetails__personalCode': '' });
  // Typed again, the page is sent as before.
  await submitCurrentPage(page, answers, a11y);
  await expect(page).not.toHaveURL(/\/personal-details$/);
});
