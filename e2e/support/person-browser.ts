/**
 * A headless shell that passes for a person's phone browser where the analytics look (issue 15's tracking builds).
 * posthog-js drops every event of a browser it takes for a bot: `navigator.webdriver` (the launch flag
 * `--disable-blink-features=AutomationControlled` clears it), a user agent naming a headless browser (the phone's
 * descriptor sets one that does not), and the client hints' brands, where Chromium's headless shell names itself
 * `HeadlessChrome`. This sets the brands a phone's Chromium sends, with the phone's user agent, before the page loads.
 */
import type { Browser, Page } from '@playwright/test';

export async function passForAPerson(page: Page, browser: Browser, userAgent: string): Promise<void> {
  const version = browser.version();
  const major = version.split('.')[0] ?? version;
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setUserAgentOverride', {
    userAgent,
    userAgentMetadata: {
      brands: [
        { brand: 'Chromium', version: major },
        { brand: 'Not_A Brand', version: '24' },
      ],
      fullVersionList: [
        { brand: 'Chromium', version },
        { brand: 'Not_A Brand', version: '24.0.0.0' },
      ],
      platform: 'Android',
      platformVersion: '14.0.0',
      architecture: '',
      model: 'Pixel 7',
      mobile: true,
    },
  });
}
