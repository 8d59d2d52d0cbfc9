/**
 * After-offer journeys start from a lead the reference API has already checked: it is created over the API with
 * an email marker (`+stepN` asks for after-offer state N, `+verify` for mobile verification; server/README.md),
 * its status is read until checking is over, and the browser resumes it from a resume link (/continue/{token}, as
 * the lender's email would carry), which lands on the step the server chose. The full form journeys
 * (variant-journey.spec.ts) show how a lead gets there.
 *
 * Every call about a lead presents its applicant's credential (docs/adr/0027): the one its create answered with, or,
 * once a browser holds the lead, the browser's own (a resume link replaces the credential).
 */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { z } from 'zod';
import type { A11yGuard } from '../fixtures/test.ts';
import { exampleLeadCreate } from '#contract/examples.ts';
import { leadStatusResponseSchema, type LeadStatusResponse } from '#contract/lead.ts';
import type { LeadCreateRequest } from '#contract/lead-payload.ts';
import { API_PORT } from '../targets.ts';

export const API = `http://127.0.0.1:${API_PORT}`;

export const markedEmail = (marker: string) => `maria.hernandez+${marker}@example.com`;

/** The credential of each lead this worker made or saw a browser hold, by lead id. */
const credentials = new Map<string, string>();

/** The credential a page holds for its lead, when its lead is `leadId` (session storage; the app keeps it there). */
async function pageCredential(page: Page, leadId: string): Promise<string | undefined> {
  const held = await page.evaluate(() => ({
    lid: window.sessionStorage.getItem('lid'),
    credential: window.sessionStorage.getItem('leadCredential'),
  }));
  const parse = (value: string | null): unknown => (value ? JSON.parse(value) : undefined);
  const credential = parse(held.credential);
  return parse(held.lid) === leadId && typeof credential === 'string' ? credential : undefined;
}

/** The Authorization header for calls about the lead, from the page that holds it or from its create. */
export async function asApplicantOf(source: Page | APIRequestContext, leadId: string) {
  const fromPage = 'evaluate' in source ? await pageCredential(source, leadId) : undefined;
  if (fromPage) credentials.set(leadId, fromPage);
  const credential = credentials.get(leadId);
  if (!credential) throw new Error(`no credential known for lead ${leadId}`);
  return { Authorization: `Bearer ${credential}` };
}

/** Keeps a credential a browser's own create answered with, for a read after the browser let go of it (an outcome). */
export function rememberCredential(leadId: string, credential: string): void {
  credentials.set(leadId, credential);
}

const requestOf = (source: Page | APIRequestContext) => ('evaluate' in source ? source.request : source);

/** Creates a lead with the marker (not yet checked: its status has never been read) and returns its id. */
export async function createdLead(
  request: APIRequestContext,
  marker: string,
  overrides: Partial<LeadCreateRequest> = {},
): Promise<string> {
  const created = await request.post(`${API}/v2/lead`, {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      ...exampleLeadCreate,
      ...overrides,
      contactDetails: { ...exampleLeadCreate.contactDetails, email: markedEmail(marker) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, credential } = z.object({ id: z.string(), credential: z.string() }).parse(await created.json());
  credentials.set(id, credential);
  return id;
}

/** Creates a lead with the marker, waits out checking, and returns its id and the server's decision. */
export async function checkedLead(
  request: APIRequestContext,
  marker: string,
  overrides: Partial<LeadCreateRequest> = {},
): Promise<{ id: string; status: LeadStatusResponse }> {
  const id = await createdLead(request, marker, overrides);
  for (let poll = 0; poll < 5; poll += 1) {
    const status = await leadStatus(request, id);
    if (status.status !== 'checking') return { id, status };
  }
  throw new Error(`lead ${id} is still being checked after 5 polls`);
}

/**
 * The lead as the reference API stores it (its resume view), read back to see what the app sent: as the applicant
 * (the page's credential for a lead the browser made).
 */
export async function storedLead(
  source: Page | APIRequestContext,
  id: string,
): Promise<Record<string, unknown>> {
  const response = await requestOf(source).get(`${API}/lead/continue/${id}`, {
    headers: await asApplicantOf(source, id),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return z.object({ lead: z.record(z.string(), z.unknown()) }).parse(await response.json()).lead;
}

export async function leadStatus(source: Page | APIRequestContext, id: string): Promise<LeadStatusResponse> {
  const response = await requestOf(source).get(`${API}/lead/status/${id}`, {
    headers: await asApplicantOf(source, id),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return leadStatusResponseSchema.parse(await response.json());
}

/** A resume link for the lead, as the lender's email carries it: the app's path `continue/{token}`. */
export async function resumeLinkOf(source: Page | APIRequestContext, id: string): Promise<string> {
  const response = await requestOf(source).post(`${API}/lead/${id}/resume-link`, {
    headers: await asApplicantOf(source, id),
    data: { channel: 'email' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { developmentToken } = z.object({ developmentToken: z.string() }).parse(await response.json());
  return `./continue/${developmentToken}`;
}

/**
 * Opens the lead's resume link and lands on the step the server chose. The resume page is checked while it is
 * shown (it moves on by itself, like the checking page): on a busy machine it stays long enough to count as a page
 * of its own for the a11y guard rather than a redirect.
 */
export async function resumeAt(page: Page, a11y: A11yGuard, leadId: string, path: string): Promise<void> {
  await page.goto(await resumeLinkOf(page.request, leadId));
  await a11y.checkWhileShown();
  await expect(page).toHaveURL(new RegExp(`${path}$`), { timeout: 15_000 });
  // The link gave this browser the lead: its credential now, the one the create answered with no longer.
  await asApplicantOf(page, leadId);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // Header and footer were faded on the continue path and fade back in (0.3 s): axe run mid-fade sees their text
  // at low contrast, so the step is ready once they are fully shown.
  await expect(page.getByRole('banner')).toHaveCSS('opacity', '1');
  await expect(page.getByRole('contentinfo')).toHaveCSS('opacity', '1');
}

/** The offer page the accepted state shows, as the end of every after-offer journey. */
export async function expectAccepted(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/accepted$/, { timeout: 15_000 });
  await expect(page.getByTestId('offer-page')).toBeVisible();
}
