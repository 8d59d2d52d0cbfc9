/**
 * Issue 18, item 2: the served build sends the security headers its deployable files declare, at full strength,
 * and the app runs under them without a single CSP or Trusted Types violation (every test's pages are held to that by
 * the fixture; the journeys walk the steps).
 */
import { createHash } from 'node:crypto';
import { EXPECTED_POLICY_VIOLATION, expect, test } from './fixtures/test.ts';
import { waitForApp } from './support/first-step.ts';
import { PARTNER_ORIGIN } from './support/partner-server.ts';
import { API_PORT } from './targets.ts';
import { onBuild } from './support/builds.ts';

test.use(onBuild('mx-prestaluz'));

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

test.describe('security headers (issue 18)', () => {
  test('the served build sends a strict policy and keeps source maps and headers files to itself', async ({
    request,
  }) => {
    const response = await request.get('./');
    const headers = response.headers();
    const html = await response.text();
    // Inline code only: a data block (`type="application/json"`, the first screen's texts) is never run, so the CSP
    // does not hash it.
    const inline = (tag: string) =>
      [
        ...html.matchAll(
          new RegExp(
            `<${tag}(?![^>]*\\ssrc=)(?![^>]*type="application/json")[^>]*>([\\s\\S]*?)</${tag}>`,
            'g',
          ),
        ),
      ].map((m) => sha256(m[1] ?? ''));
    const csp = directives(headers['content-security-policy'] ?? '');
    expect([...csp.keys()]).toEqual([
      'default-src',
      'script-src',
      'style-src',
      'img-src',
      'font-src',
      'connect-src',
      'object-src',
      'base-uri',
      'frame-ancestors',
      'require-trusted-types-for',
      'trusted-types',
    ]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'strict-dynamic'", ...inline('script'), "'self'"]);
    // The bootstrap and the prerendered step's guard (docs/adr/0021), nothing else inline.
    expect(inline('script')).toHaveLength(2);
    expect(csp.get('style-src')).toEqual(["'self'", ...inline('style')]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('font-src')).toEqual(["'self'"]);
    // The reference API the e2e builds call (e2e/targets.ts) and no tracker (their ids are empty).
    expect(csp.get('connect-src')).toEqual(["'self'", `http://127.0.0.1:${API_PORT}`]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    // The e2e builds let the partner page frame the app (shell.spec.ts); X-Frame-Options cannot say so.
    expect(csp.get('frame-ancestors')).toEqual([PARTNER_ORIGIN]);
    expect(headers['x-frame-options']).toBeUndefined();
    expect(csp.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(csp.get('trusted-types')).toEqual(['app-bootstrap']);
    expect(headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    for (const denied of ['geolocation', 'microphone', 'payment', 'usb'])
      expect(headers['permissions-policy']).toContain(`${denied}=()`);
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    // HSTS is in the deployable files only: this server speaks http.
    expect(headers['strict-transport-security']).toBeUndefined();

    const entry = /"([^"]+\/assets\/index-[\w-]+\.js)"/.exec(html)?.[1] ?? '';
    const script = await request.get(entry);
    expect(script.status()).toBe(200);
    expect(await script.text()).not.toContain('sourceMappingURL');
    for (const hidden of [`${entry}.map`, './_headers', './security-headers.nginx.conf'])
      expect((await request.get(hidden)).status(), hidden).toBe(404);
  });

  // Every test fails on a violation in its pages (e2e/fixtures/test.ts): the Mexican journeys walk these builds'
  // steps under that guard. This one shows the guard hears one.
  test('the started app causes no policy violation, and one provoked is heard', async ({
    page,
    a11y,
    policyViolations,
  }) => {
    test
      .info()
      .annotations.push({ type: EXPECTED_POLICY_VIOLATION, description: 'the last step provokes one' });
    await page.goto('./');
    await waitForApp(page);
    await expect(page).toHaveURL(/\/loan-details$/);
    await a11y.check();
    expect(policyViolations).toEqual([]);

    // The guard does hear a violation: a script URL from a plain string is refused by Trusted Types.
    const refused = await page.evaluate(() => {
      try {
        document.createElement('script').src = '/application-frontend/x.js';
        return false;
      } catch {
        return true;
      }
    });
    expect(refused).toBe(true);
    await expect.poll(() => policyViolations).toEqual([expect.stringMatching(/^require-trusted-types-for /)]);
  });
});
