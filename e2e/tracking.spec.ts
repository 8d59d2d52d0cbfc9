/**
 * Issue 15: tracking, consent and telemetry, in a build with every third party configured (outside the EU: Mexico, v3
 * form; inside: Spain, classic form), each pointed at the local collector (support/tracking-collector.ts). Before
 * consent and after a refusal not one request leaves for a host other than the app's and the API's; after a yes the
 * collector receives the analytics events, the pixels' Lead and CompleteRegistration with hashed identities (the
 * SHA-256 of the known email and phone, never the plain values), the conversion with its send_to, Rejected once on a
 * rejected journey, and a thrown error, scrubbed; the affiliate events reach the reference API.
 */
import { createHash } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import parsePhoneNumber, { isSupportedCountry } from 'libphonenumber-js';
import { z } from 'zod';
import { expect, test } from './fixtures/test.ts';
import { forEachBuild } from './support/builds.ts';
import { API, storedLead } from './support/after-offer.ts';
import { onReview, sendFromReview, submitCurrentPage } from './support/dynamic-funnel.ts';
import { holdAppScripts } from './support/first-step.ts';
import { marketOfBuild } from './support/market.ts';
import { storedSessionText } from './support/session-storage.ts';
import {
  COLLECTOR_ORIGIN,
  E2E_CAPTCHA_TOKEN,
  collectedRequestsSchema,
  type CollectedRequest,
  type CollectorKind,
} from './support/tracking-collector.ts';
import { TRACKING_ENV } from './targets.ts';
import { typedApplicant } from './support/variant-applicant.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const FORM_DONE = /\/(checking|accepted|rejected|thank-you|redirected)(\?|$)/;
const AFFILIATE = 'e2e-affiliate';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
// One journey at a time per build: the collector's records are told apart by the page's origin (its build's port).
/** Every request the page makes, from before the first byte. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  return urls;
}

/** The requests to a host other than the app's and the API's. */
function thirdParty(urls: readonly string[], page: Page): string[] {
  const own = new Set([new URL(page.url()).origin, new URL(API).origin]);
  return urls.filter(
    (url) => !url.startsWith('data:') && !url.startsWith('blob:') && !own.has(new URL(url).origin),
  );
}

async function collected(page: Page, kind: CollectorKind, since: number): Promise<CollectedRequest[]> {
  const response = await page.request.get(`${COLLECTOR_ORIGIN}/records`);
  const origin = new URL(page.url()).origin;
  return collectedRequestsSchema
    .parse(await response.json())
    .filter((record) => record.kind === kind && record.at >= since && record.origin === origin);
}

/** The calls a stand-in pixel or tag manager reported, each as the array of its arguments. */
async function calls(page: Page, kind: 'meta' | 'tiktok' | 'gtm', since: number): Promise<unknown[][]> {
  return (await collected(page, kind, since)).map((record) =>
    z.array(z.unknown()).parse(JSON.parse(record.body)),
  );
}

const banner = (page: Page) => page.getByTestId('consent-banner');

async function walkToOutcome(
  page: Page,
  answers: Record<string, string>,
  a11y: Parameters<typeof sendFromReview>[1],
) {
  for (let step = 0; step < 40 && !FORM_DONE.test(page.url()); step++) {
    if (onReview(page)) await sendFromReview(page, a11y);
    else await submitCurrentPage(page, answers, a11y);
  }
  if (page.url().endsWith('/checking')) await a11y.checkWhileShown();
}

forEachBuild(['mx-monedia-tracking', 'es-solvenda-tracking'], (build) => {
  test.describe.configure({ mode: 'serial' });

  test('before consent and after a refusal, nothing goes to a third party and no tracking code loads', async ({
    page,
    a11y,
  }) => {
    const { country } = marketOfBuild(build);
    const urls = recordRequests(page);
    await page.goto('./');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    await a11y.check();
    // The banner sits in the flow above the form: it never covers the form's button.
    const bannerBox = await banner(page).boundingBox();
    const nextBox = await page.locator('form button[type="submit"]').boundingBox();
    expect(bannerBox && nextBox && bannerBox.y + bannerBox.height <= nextBox.y).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(thirdParty(urls, page)).toEqual([]);
    expect(urls.filter((url) => /start-tracking|sentry|posthog/.test(url))).toEqual([]);

    await banner(page)
      .getByRole('button', { name: /^(Rechazar|Reject)$/ })
      .click();
    await expect(banner(page)).toBeHidden();
    // Focus is not lost: it goes to the step's heading.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await submitCurrentPage(page, typedApplicant(country.code, 'accept'), a11y);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The answer is remembered; the footer link opens the banner again, saying what was chosen.
    await expect(banner(page)).toBeHidden();
    await page.waitForLoadState('networkidle');
    expect(thirdParty(urls, page)).toEqual([]);
    expect(urls.filter((url) => /start-tracking|sentry|posthog/.test(url))).toEqual([]);
    await page.locator('footer').getByRole('button').last().click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByTestId('consent-current')).toBeVisible();
    await a11y.check();
  });

  test('Accept pressed before the scripts ran is not lost: the banner closes once the app has the page', async ({
    page,
    a11y,
  }) => {
    const release = await holdAppScripts(page);
    await page.goto('./', { waitUntil: 'domcontentloaded' });
    // The prerendered banner, pressed while no script of the app has run: nothing can answer it yet.
    await banner(page)
      .getByRole('button', { name: /^(Aceptar|Accept)$/ })
      .click();
    await page.waitForTimeout(300);
    await expect(banner(page)).toBeVisible();
    release();

    // The head's guard presses it again once the step is the app's (src/app/prerender/early-press-guard.ts).
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    await expect(banner(page)).toBeHidden();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    await expect(banner(page)).toBeHidden();
    await a11y.check();
  });

  test('after a yes, the funnel reaches the analytics, the pixels (hashed), the tag manager, the error reporter and the affiliate', async ({
    page,
    a11y,
  }) => {
    const { country } = marketOfBuild(build);
    const since = Date.now();
    const applicant = typedApplicant(country.code, 'reject');
    const email = applicant['contactDetails.email'] ?? '';
    const phone = applicant['contactDetails.phoneNumber'] ?? '';
    const region = country.code.toUpperCase();
    const international =
      (isSupportedCountry(region) ? parsePhoneNumber(phone, region)?.number : undefined) ?? '';
    expect(international).toMatch(/^\+\d+$/);

    // The lead creates as they leave the page: the API checks their captcha token and does not keep it.
    const createBodies: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/(v\d\/)?lead$/.test(new URL(request.url()).pathname))
        createBodies.push(request.postDataJSON());
    });
    await page.goto(`./?refName=${AFFILIATE}&utm_source=newsletter`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await banner(page)
      .getByRole('button', { name: /^(Aceptar|Accept)$/ })
      .click();
    await expect(banner(page)).toBeHidden();
    await walkToOutcome(page, applicant, a11y);
    await expect(page).toHaveURL(/\/rejected$/, { timeout: 20_000 });
    await a11y.check();

    const leadId = await storedSessionText(page, 'lid');
    const sessionId = await storedSessionText(page, 'sessionId');
    const lead = await storedLead(page, leadId);
    const eventId =
      z.object({ eventId: z.string().optional() }).optional().parse(lead.pixelParameters)?.eventId ?? '';
    expect(eventId).toMatch(/^[0-9a-f]{64}$/);
    // The captcha's token went with the create.
    expect(createBodies).toHaveLength(1);
    expect(createBodies[0]).toMatchObject({ googleCaptchaToken: E2E_CAPTCHA_TOKEN });

    const hashes = {
      em: sha256(email.trim().toLowerCase()),
      ph: sha256(international),
      external_id: sha256(sessionId),
    };
    const pixelId = TRACKING_ENV.VITE_FACEBOOK_PIXEL_ID;
    await expect
      .poll(() => calls(page, 'meta', since), { timeout: 15_000 })
      .toEqual(
        expect.arrayContaining([
          // Identified again at CompleteRegistration: the v3 form creates the lead before it asks for the contact.
          ['init', pixelId, hashes],
          ['track', 'Lead', {}, { eventID: eventId }],
          ['track', 'CompleteRegistration', {}, { eventID: expect.stringMatching(/^[0-9a-f]{64}$/) }],
          [
            'trackSingleCustom',
            pixelId,
            'Rejected',
            {},
            { eventID: expect.stringMatching(/^[0-9a-f]{64}$/) },
          ],
        ]),
      );
    const meta = await calls(page, 'meta', since);
    expect(meta.filter((call) => call.includes('Rejected'))).toHaveLength(1);

    const tiktok = await calls(page, 'tiktok', since);
    expect(tiktok).toEqual(
      expect.arrayContaining([
        ['identify', { email: hashes.em, phone_number: hashes.ph, external_id: hashes.external_id }],
        ['track', 'Lead', {}, { event_id: eventId }],
        ['track', 'CompleteRegistration', {}, { event_id: expect.stringMatching(/^[0-9a-f]{64}$/) }],
      ]),
    );
    // Rejected goes to one pixel only.
    expect(tiktok.filter((call) => call.includes('Rejected'))).toEqual([]);

    const gtm = await calls(page, 'gtm', since);
    const gtagCalls = gtm.map(([entry]) => entry);
    expect(gtagCalls[0]).toEqual(['consent', 'default', expect.objectContaining({ ad_storage: 'denied' })]);
    expect(gtagCalls).toContainEqual([
      'consent',
      'update',
      expect.objectContaining({ ad_storage: 'granted' }),
    ]);
    expect(gtagCalls).toContainEqual([
      'event',
      'conversion',
      {
        send_to: `${TRACKING_ENV.VITE_GOOGLE_ADS_ID}/${TRACKING_ENV.VITE_GOOGLE_ADS_CONVERSION_LABEL}`,
        transaction_id: leadId,
      },
    ]);

    // Analytics: the funnel's events, batched by posthog-js, without the applicant's contact.
    const analytics = async () =>
      (await collected(page, 'analytics', since)).map((record) => record.body).join('\n');
    for (const name of ['funnel_step_viewed', 'funnel_lead_created', 'funnel_application_rejected'])
      await expect.poll(analytics, { timeout: 20_000, message: name }).toContain(name);

    // A thrown error reaches the error reporter, with the applicant's email scrubbed.
    await page.evaluate((typed) => {
      setTimeout(() => {
        throw new Error(`e2e failure while helping ${typed}`);
      });
    }, email);
    await expect
      .poll(async () => (await collected(page, 'errors', since)).map((record) => record.body).join('\n'), {
        timeout: 15_000,
      })
      .toContain('e2e failure while helping');

    // Nothing typed went out in plain text, to any third party.
    const everything = JSON.stringify(
      (await (await page.request.get(`${COLLECTOR_ORIGIN}/records`)).json()) as CollectedRequest[],
    );
    const national = phone.replace(/\D/g, '');
    for (const plain of [email, email.toLowerCase(), international, national])
      expect(everything).not.toContain(plain);

    // The affiliate's events reached the lender's API, with the reference and the campaign.
    const affiliate = await page.request.get(`${API}/affiliate/events?leadId=${leadId}`);
    expect(affiliate.ok()).toBe(true);
    const { events } = z
      .object({
        events: z.array(
          z.object({
            event: z.string(),
            affiliateReferenceParams: z.object({ attribute: z.string().optional() }),
          }),
        ),
      })
      .parse(await affiliate.json());
    expect(events.map((event) => event.event).sort()).toEqual(
      ['application_completed', 'application_rejected', 'lead_created'].sort(),
    );
    for (const event of events) expect(event.affiliateReferenceParams.attribute).toBe(AFFILIATE);
  });
});
