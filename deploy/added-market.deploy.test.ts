/**
 * Issue 32, item 7: a market is data. A copy of the project gets a country and a brand it has never had (Ireland and
 * Liffey, deploy/added-market/market.ts) as rows in the market tables, a country module, a locale and the brand's
 * assets, and no other change; the copy's app and reference API typecheck, the cell builds against the copy's own
 * reference API, and its first step renders in the market's language, money and brand and is sent, in Chromium, as
 * an applicant would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { ROOT } from '../scripts/lib/build-cell.ts';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { freePort } from '../scripts/lib/postgres-cluster.ts';
import { startStaticServer } from '../scripts/lib/static-server.ts';
import { addMarket, copyProject } from './added-market/add-market.ts';
import { ADDED_MARKET, MARKET_ROWS, OWN_TEXTS } from './added-market/market.ts';
import { runCommand, shellEnv } from './support.ts';

const BASE = '/application-frontend/';
const { country, product } = ADDED_MARKET;

let scratch: string;
let project: string;
let api: ChildProcess | undefined;
let web: Server | undefined;
let browser: Browser | undefined;
const ports = { api: 0, web: 0 };

/** Runs node with the arguments in the copy; resolves with its status and output. */
const inCopy = (args: readonly string[], env: Record<string, string> = {}) =>
  runCommand(process.execPath, args, shellEnv(env), project);

/** The copy's reference API, answering the copy's built page only; resolves once it answers. */
async function startCopyApi(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/api.ts'], {
    cwd: project,
    env: shellEnv({
      API_PORT: String(ports.api),
      API_CORS_ORIGINS: `http://127.0.0.1:${ports.web}`,
      API_DATA_DIR: 'memory://',
    }),
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const answer = await fetch(`http://127.0.0.1:${ports.api}/openapi.json`).catch(() => undefined);
    if (answer?.ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error("the copy's reference API did not start");
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'added-market-'));
  project = join(scratch, 'project');
  copyProject(ROOT, project);
  addMarket(project);
  [ports.api, ports.web] = [await freePort(), await freePort()];
  api = await startCopyApi();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  web?.close();
  web?.closeAllConnections();
  api?.kill();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('a market added as data (issue 32 item 7)', () => {
  it('adds rows to the tables the types name and files of its own, and changes nothing else', () => {
    for (const { file, imports = [], rows } of MARKET_ROWS) {
      // The copy's file without the rows and imports the market added is the original, character for character.
      let added = readFileSync(join(project, file), 'utf8');
      for (const line of imports) added = added.replace(`\n${line}`, '');
      for (const { entry } of rows) added = added.replace(`, ${entry}`, '');
      expect(added, file).toBe(readFileSync(join(ROOT, file), 'utf8'));
    }
    expect(existsSync(join(project, 'src/markets/country-markets', `${country}.ts`))).toBe(true);
    expect(existsSync(join(project, 'src/markets/brands', product, 'styles.css'))).toBe(true);
    // Its favicon drawn as `npm run favicons` draws one, and listed with the others (scripts/favicons.ts).
    expect(existsSync(join(project, 'src/markets/brands', product, 'favicon.png'))).toBe(true);
    expect(readFileSync(join(project, 'src/markets/brands/favicons.json'), 'utf8')).toContain(
      `"${product}":`,
    );
  });

  it("the copy's app and reference API typecheck with the market in every table", async () => {
    // The reference API's own code, its tests aside: a test's table of cases per country is the test's, not the market's.
    writeFileSync(
      join(project, 'tsconfig.added-market.json'),
      JSON.stringify({
        extends: './tsconfig.node.json',
        include: ['server', 'contract', 'scripts/api.ts'],
        exclude: ['**/*.test.ts', 'server/test'],
      }),
    );
    // The compiler `npm run typecheck` uses (scripts/typecheck.mjs): TypeScript 7's native one.
    const tsc = join(ROOT, 'node_modules/typescript-native/bin/tsc');
    for (const config of ['tsconfig.app.json', 'tsconfig.added-market.json']) {
      const run = await inCopy([tsc, '-p', config]);
      expect(run.output, config).toBe('');
      expect(run.status, config).toBe(0);
    }
    // Beside the e2e suite on two cores the app's took 99 s with TypeScript 6 (10 s alone; 4 s alone with 7).
  }, 300_000);

  it('builds the cell against its own reference API', async () => {
    const run = await inCopy(
      [
        '--import',
        'tsx',
        'scripts/build.ts',
        '--country',
        country,
        '--product',
        product,
        '--mode',
        'production',
      ],
      { VITE_API_BASE: `http://127.0.0.1:${ports.api}` },
    );
    expect(run.status, run.output).toBe(0);
    web = await startStaticServer({
      distDir: join(project, 'dist', `${country}-${product}-production`),
      basePath: BASE,
      port: ports.web,
    });
  }, 300_000);

  it("renders the first step in the market's language, money and brand, and sends it", async () => {
    expect(web, 'the cell was built and served').toBeDefined();
    browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const page = await browser.newPage({ locale: 'en-IE' });
    await page.goto(`http://127.0.0.1:${ports.web}${BASE}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toBe(OWN_TEXTS.firstStepTitle);
    expect(await page.title()).toMatch(/^Liffey \|/);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-IE');
    // The product's default loan, in euros as Ireland writes them.
    expect(await page.getByTestId('loan-summary-choice').textContent()).toMatch(/€5,000/);
    await sendFirstStep(page);
  });
});

/** Fills the first step as an Irish applicant and sends it: the lead is made for the variant, the next step shows. */
async function sendFirstStep(page: Page): Promise<void> {
  // The first touch starts the app (docs/adr/0023).
  await page.getByRole('heading', { level: 1 }).click();
  await page.locator('html[data-interactive="true"]').waitFor();
  await page.getByLabel('First name').fill('Aoife');
  await page.getByLabel('Last name').fill('Byrne');
  await page.getByLabel('Female').check();
  await page.getByLabel('Date of birth').fill('14/03/1991');
  const leadMade = page.waitForResponse(
    (response) => response.url().includes(`:${ports.api}/`) && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: OWN_TEXTS.next }).click();
  const answer = await leadMade;
  expect(answer.status()).toBeLessThan(300);
  expect(answer.request().postData()).toContain(`"${product}-${country}"`);
  await page.waitForURL(/\/contact-details$/);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/\S/);
}
