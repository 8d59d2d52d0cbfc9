/**
 * The gallery's checks (docs/adr/0020-gallery.md), against the static build in storybook-static/: every entry in
 * every brand (each brand's first variant) and the key entries (tag `visual`) in every other variant. One page per
 * variant, loaded once with the variant in its URL (the gallery's market is that cell's from the first module on),
 * then each story in turn through the preview's own channel (no reload). Each story: no console error and no render
 * error; axe (WCAG 2.x A/AA, colour contrast included) with no serious or critical violation; the key entries
 * compared with gallery/baselines/<variant>/ at 360 and 1280 px wide, and at 360 px checked to fit (layoutMisfits).
 * Languages are sampled: each variant in its own country's language. A story that fails a read on purpose has its
 * retries jumped over on the page's clock (loggedErrorsSettled).
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { PAGE_VARIANTS, productIdOf, type PageVariant } from '#contract/page-variants.ts';
import { startStaticServer } from '../scripts/lib/static-server.ts';

const STATIC_DIR = resolve(import.meta.dirname, '../storybook-static');
const PORT = Number(process.env.GALLERY_PORT ?? 4490);
const WIDTHS = [360, 1280] as const;
const HEIGHT = 800;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

// The build writes its story index; the gallery step builds before it checks. JSON.parse answers any: the index's
// shape is Storybook's (v5 index.json), read for the fields above only.
const index = JSON.parse(readFileSync(resolve(STATIC_DIR, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const STORIES = Object.values(index.entries).filter((entry) => entry.type === 'story');

const test = base.extend<object, { server: Server }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter.
    async ({}, use) => {
      const server = await startStaticServer({ distDir: STATIC_DIR, basePath: '/', port: PORT });
      await use(server);
      await new Promise((done) => server.close(done));
    },
    { scope: 'worker', auto: true },
  ],
});

interface StoryChannel {
  on(event: string, listener: (...args: unknown[]) => void): void;
  off(event: string, listener: (...args: unknown[]) => void): void;
  emit(event: string, payload: unknown): void;
}
/** What Storybook puts on the preview's window: untyped globals, so the page-side code casts the window to this. */
interface PreviewWindow {
  __STORYBOOK_ADDONS_CHANNEL__: StoryChannel;
  __STORYBOOK_PREVIEW__: { ready(): Promise<void>; currentRender?: { id: string; phase?: string } };
}

/**
 * Shows a story in the loaded preview, as the manager UI asks for one (its channel), and waits until its render and
 * play function are done: the preview's current render is that story's and has finished.
 */
async function showStory(page: Page, storyId: string): Promise<void> {
  await page.evaluate(
    (id) =>
      new Promise<void>((done, fail) => {
        // Storybook's preview puts its channel and preview on the window (PreviewWindow); the page's types lack them.
        const { __STORYBOOK_ADDONS_CHANNEL__: channel, __STORYBOOK_PREVIEW__: preview } =
          window as unknown as PreviewWindow;
        const failures = [
          'storyErrored',
          'storyThrewException',
          'playFunctionThrewException',
          'storyMissing',
        ];
        const failed = (error: unknown) => {
          stop();
          // A play function's error carries the whole DOM: its first line says what failed.
          // The channel's payloads are untyped: an Error-like object or anything else.
          const message = (error as { message?: string } | undefined)?.message ?? JSON.stringify(error);
          fail(new Error(`${id}: ${message.split('\n')[0] ?? ''}`));
        };
        // The preview fixes Date (.storybook/preview.tsx): the page's monotonic clock measures the wait.
        const started = performance.now();
        const poll = setInterval(() => {
          const render = preview.currentRender;
          if (render?.id !== id) return;
          if (render.phase === 'finished') {
            stop();
            done();
          } else if (render.phase === 'errored' || render.phase === 'aborted')
            failed({ message: render.phase });
          else if (performance.now() - started > 15_000)
            failed({ message: `still ${render.phase} after 15 s` });
        }, 20);
        const stop = () => {
          clearInterval(poll);
          for (const event of failures) channel.off(event, failed);
        };
        for (const event of failures) channel.on(event, failed);
        if (preview.currentRender?.id !== id)
          channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
  await settle(page);
}

/** Waits until the story's markup has stopped changing for a moment (its data arrived, its redirects ran). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    ({ quietMs, maxMs }) =>
      new Promise<void>((done) => {
        const root = document.getElementById('storybook-root') ?? document.body;
        let quiet = setTimeout(finish, quietMs);
        const limit = setTimeout(finish, maxMs);
        const observer = new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(finish, quietMs);
        });
        observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
        function finish() {
          observer.disconnect();
          clearTimeout(quiet);
          clearTimeout(limit);
          done();
        }
      }),
    { quietMs: 60, maxMs: 5_000 },
  );
}

async function blockingViolations(page: Page): Promise<string[]> {
  // axe.min.js, added to the page by addScriptTag, puts `axe` on the window; the page's types do not know it.
  const results = await page.evaluate(
    (tags) =>
      (
        window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }
      ).axe.run('#storybook-root', { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    AXE_TAGS,
  );
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.length} nodes)`,
    );
}

/** The narrowest phone the screens are drawn for: nothing wider than it, and no term's value broken over two lines. */
const NARROWEST = 360;

/**
 * What does not fit at the narrowest width: an element wider than the page, and an offer's value (its amount, its
 * term, its rate) that wraps beside its label ("24 / meses" beside "TAE" read as two figures).
 */
async function layoutMisfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.getElementById('storybook-root') ?? document.body;
    const misfits: string[] = [];
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth)
      misfits.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px wide)`);
    for (const value of root.querySelectorAll('.offer-terms dd')) {
      const range = document.createRange();
      range.selectNodeContents(value);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom)));
      if (lines.size > 1) misfits.push(`"${value.textContent ?? ''}" wraps onto ${lines.size} lines`);
    }
    return misfits;
  });
}

/** Each brand's first variant shows every entry (axe sees each brand's theme); the others their key screens. */
const BRAND_VARIANTS = new Set(
  PAGE_VARIANTS.filter(
    (variant, index) => PAGE_VARIANTS.findIndex((other) => other.product === variant.product) === index,
  ).map(productIdOf),
);
const isVisual = (story: IndexEntry) => story.tags?.includes('visual') ?? false;
/** The logger's own lines (`ERROR: ...`): a story tagged `logs-error` shows a failure the app logs on purpose. */
const LOGGED_ERROR = /^ERROR: /;

/**
 * A story that fails a call on purpose logs each attempt: the reads' retries come 1 s and then 2 s apart
 * (react-query's delays; src/shared/api/react-query.ts). The page's clock jumps over each delay rather than
 * waiting it out (about 6.5 s a story in real time, 27 of the 473 renders): a jump fires the retry that was due.
 * RETRY_JUMP_MS is longer than the longest delay.
 */
const RETRY_JUMP_MS = 2_500;
/** Real time after a jump for a fired retry's failure to reach the console (the fake API answers at once). */
const LOGGED_ERROR_ARRIVAL_MS = 500;
/**
 * Jumps in a row that bring no new line before the story counts as done: a line later than one jump's wait (a busy
 * machine) still comes in the next, and its own retry is fired by the jump after.
 */
const QUIET_JUMPS = 2;
/** More jumps than the reads' attempts and the quiet ones: a story still logging after them fails its check. */
const MAX_RETRY_JUMPS = 10;

/**
 * Until the story's failed attempts have all been made and logged: the clock jumped until QUIET_JUMPS jumps in a row
 * bring no new line (two jumps when the story fails nothing in this variant: a classic page loads no configuration).
 * True when it settled.
 */
async function loggedErrorsSettled(page: Page, errors: readonly string[]): Promise<boolean> {
  let quiet = 0;
  for (let jump = 0; jump < MAX_RETRY_JUMPS; jump += 1) {
    const seen = errors.length;
    await page.clock.fastForward(RETRY_JUMP_MS);
    await page.waitForTimeout(LOGGED_ERROR_ARRIVAL_MS);
    quiet = errors.length === seen ? quiet + 1 : 0;
    if (quiet === QUIET_JUMPS) return true;
  }
  return false;
}

/** Pages checking variants side by side, in the one browser (each in its own context: its own renderer). */
const LANES = Number(process.env.GALLERY_PAGES ?? 2);

async function checkVariant(page: Page, variant: PageVariant): Promise<number> {
  const key = productIdOf(variant);
  const stories = BRAND_VARIANTS.has(key) ? STORIES : STORIES.filter(isVisual);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  // The preview reads the globals of its URL along with the story it names.
  await page.goto(
    `http://127.0.0.1:${PORT}/iframe.html?id=${stories[0]?.id ?? ''}&viewMode=story&globals=variant:${key}`,
  );
  await page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in window);
  // The wait above saw Storybook's preview on the window (PreviewWindow); the page's types lack it.
  await page.evaluate(() => (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__.ready());
  await page.addScriptTag({ content: AXE_SOURCE });
  for (const story of stories) {
    const name = `${story.title} / ${story.name}`;
    consoleErrors.length = 0;
    await showStory(page, story.id);
    const logsError = story.tags?.includes('logs-error') ?? false;
    // A story that fails a call on purpose logs each attempt (the reads' retries, seconds apart): its lines are waited
    // for here, or a late one is counted against the next story (seen with the e2e suite beside the gallery).
    if (logsError) {
      const settled = await loggedErrorsSettled(page, consoleErrors);
      expect
        .soft(settled, `${key} ${name}: still logging after ${MAX_RETRY_JUMPS} jumps of the clock`)
        .toBe(true);
    }
    const unexpected = consoleErrors.filter((line) => !(logsError && LOGGED_ERROR.test(line)));
    expect.soft(unexpected, `${key} ${name}: console errors`).toEqual([]);
    expect.soft(await blockingViolations(page), `${key} ${name}: axe`).toEqual([]);
    if (!isVisual(story)) continue;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      if (width === NARROWEST)
        expect.soft(await layoutMisfits(page), `${key} ${name} at ${width} px`).toEqual([]);
      // The first screenful: what the brand shows first, and a baseline of a few tens of kB.
      await expect
        .soft(page, `${key} ${name} at ${width} px`)
        .toHaveScreenshot([key, `${story.id.replace('--', '.')}-${width}.png`]);
    }
  }
  return stories.length;
}

test('every gallery entry in every brand renders, passes axe and matches its screenshots', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  // The variants that show every entry first: the lanes then end together on the short ones.
  // GALLERY_VARIANTS=crecia-mx,crecia-co checks those variants only: a designer's quick look at one brand.
  const only = process.env.GALLERY_VARIANTS?.split(',');
  const queue = PAGE_VARIANTS.filter((variant) => !only || only.includes(productIdOf(variant))).sort(
    (a, b) => Number(BRAND_VARIANTS.has(productIdOf(b))) - Number(BRAND_VARIANTS.has(productIdOf(a))),
  );
  const checkedVariants = queue.map(productIdOf);
  let renders = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: LANES }, async () => {
      const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: HEIGHT } });
      // The pages' clock (Date, timers, animation frames, performance.now), running as the real one, so that a
      // failing story's retries can be jumped over (loggedErrorsSettled); the preview fixes the date itself.
      await context.clock.install();
      const page = await context.newPage();
      for (let variant = queue.shift(); variant; variant = queue.shift()) {
        const shown = await checkVariant(page, variant);
        renders += shown;
      }
      await context.close();
    }),
  );
  const brands = checkedVariants.filter((key) => BRAND_VARIANTS.has(key)).length;
  const others = checkedVariants.length - brands;
  const keyEntries = STORIES.filter(isVisual).length;
  console.log(
    `gallery: axe and console checked ${STORIES.length} entries x ${brands} brands (each brand's first variant) + ` +
      `${keyEntries} key entries x ${others} other variants = ${renders} renders; ` +
      `${keyEntries * checkedVariants.length * WIDTHS.length} screenshots (${WIDTHS.join(' and ')} px) compared; ` +
      `${Math.round((Date.now() - started) / 1000)} s`,
  );
});
