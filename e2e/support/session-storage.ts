import type { Page } from '@playwright/test';
import { z } from 'zod';

/**
 * A text the app keeps as JSON in session storage (the lead's id under 'lid', the session's under 'sessionId'), read
 * in the page and parsed here; an empty text when nothing is stored.
 */
export async function storedSessionText(page: Page, key: string): Promise<string> {
  const raw = await page.evaluate((name) => window.sessionStorage.getItem(name) ?? '""', key);
  return z.string().parse(JSON.parse(raw));
}
