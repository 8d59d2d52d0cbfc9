/**
 * After-offer journeys start from a lead the reference API has already checked: it is created over the API with
 * an email marker (`+stepN` asks for after-offer state N, `+verify` for mobile verification; server/README.md),
 * its status is read until checking is over, and the browser resumes it from its /continue/{id} link, which
 * lands on the step the server chose. The full form journeys (mx-funnel.spec.ts) show how a lead gets there.
 */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { A11yGuard } from '../fixtures/test';
import { exampleLeadCreate } from '../../contract/examples';
import type { LeadStatusResponse } from '../../contract/lead';
import type { LeadCreateRequest } from '../../contract/lead-payload';
import { API_PORT } from '../targets';

export const API = `http://127.0.0.1:${API_PORT}`;

export const markedEmail = (marker: string) => `maria.hernandez+${marker}@example.com`;

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
  return ((await created.json()) as { id: string }).id;
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

/** The lead as the reference API stores it (its resume view), read back to see what the app sent. */
export async function storedLead(request: APIRequestContext, id: string): Promise<Record<string, unknown>> {
  const response = await request.get(`${API}/lead/continue/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { lead: Record<string, unknown> }).lead;
}

export async function leadStatus(request: APIRequestContext, id: string): Promise<LeadStatusResponse> {
  const response = await request.get(`${API}/lead/status/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as LeadStatusResponse;
}

/**
 * Opens the lead's resume link and lands on the step the server chose. The resume page is checked while it is
 * shown (it moves on by itself, like the checking page): on a busy machine it stays long enough to count as a page
 * of its own for the a11y guard rather than a redirect.
 */
export async function resumeAt(page: Page, a11y: A11yGuard, leadId: string, path: string): Promise<void> {
  await page.goto(`./continue/${leadId}`);
  await a11y.checkWhileShown();
  await expect(page).toHaveURL(new RegExp(`${path}$`), { timeout: 15_000 });
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
