/**
 * Where a build's prerendered first step (issue 16, docs/adr/0021) takes its API data from (issue 29, item 1): the
 * v3 form configuration (dynamic variants) and the policies, the two answers the first step needs. In order:
 * 1. a snapshot file the lender supplies (PRERENDER_SNAPSHOT or `--snapshot`), in the format below, validated with
 *    the contract's schemas;
 * 2. the cell's own API (VITE_API_BASE), asked at build time;
 * 3. only when that base is loopback and nothing answers there: the reference API's own data (server/reference,
 *    contract/fixtures), the same the reference API would answer (development, `npm start`, the tests, benchmarks).
 * With none of them the build fails and says what it tried. The data is validated whichever way it came, so the HTML
 * never paints an answer the app itself would refuse.
 */
import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';
import { dynamicFormFixtures } from '#contract/fixtures/index.ts';
import { COUNTRIES, PRODUCTS } from '#contract/page-variants.ts';
import { dataPointsResponseSchema, policiesResponseSchema } from '#contract/reference-data.ts';
import { policiesFor } from '../server/reference/policies.ts';
import { isLoopbackApiBase } from './api-base.ts';
import type { BuildTarget } from './build-target.ts';

/**
 * A lender's snapshot of what its API answers for one cell's first step (docs/deploy.md, "The snapshot"):
 * `npm run prerender:snapshot` writes one from the API; a lender may also write it by hand.
 */
export const prerenderSnapshotSchema = z.object({
  country: z.enum(COUNTRIES),
  product: z.enum(PRODUCTS),
  /** GET /v3/test/datapoints?country=..&product=..: required for a v3 (dynamic) page variant, unused otherwise. */
  dataPoints: z.optional(dataPointsResponseSchema),
  /** GET {VITE_POLICIES_PATH}?country=..: the policies the first step asks the applicant to accept. */
  policies: policiesResponseSchema,
});
export type PrerenderData = z.infer<typeof prerenderSnapshotSchema>;

export class PrerenderDataError extends Error {
  override name = 'PrerenderDataError';
}

export interface PrerenderDataInput {
  target: Pick<BuildTarget, 'country' | 'product' | 'variant'>;
  apiBase: string;
  /** VITE_POLICIES_PATH of the cell. */
  policiesPath: string;
  snapshotFile?: string | undefined;
  /** How long the API may take to answer each call; 10 s by default. */
  timeoutMs?: number;
}

const needsDataPoints = (target: PrerenderDataInput['target']) =>
  target.variant.applicationPage === 'dynamic';

const issuesOf = (error: z.core.$ZodError) =>
  error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');

/** Reads and validates a snapshot file for the target's cell. */
export function loadSnapshot(file: string, target: PrerenderDataInput['target']): PrerenderData {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new PrerenderDataError(
      `The prerender snapshot ${file} could not be read as JSON: ${String(error)}`,
    );
  }
  const parsed = prerenderSnapshotSchema.safeParse(raw);
  if (!parsed.success)
    throw new PrerenderDataError(`The prerender snapshot ${file} is not valid: ${issuesOf(parsed.error)}`);
  const data = parsed.data;
  if (data.country !== target.country || data.product !== target.product)
    throw new PrerenderDataError(
      `The prerender snapshot ${file} is for ${data.country}/${data.product}, not ${target.country}/${target.product}.`,
    );
  if (needsDataPoints(target) && !data.dataPoints)
    throw new PrerenderDataError(
      `The prerender snapshot ${file} has no dataPoints, which the v3 form of ${target.country}/${target.product} needs.`,
    );
  return data;
}

/** The API could not be reached at all (refused, unknown host, timed out): as opposed to a wrong answer. */
class ApiUnreachableError extends PrerenderDataError {}

async function getJson<T>(url: string, schema: z.ZodMiniType<T>, timeoutMs: number): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const cause =
      error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new ApiUnreachableError(`GET ${url} did not answer (${cause})`);
  }
  if (!response.ok) throw new PrerenderDataError(`GET ${url} answered ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new PrerenderDataError(`GET ${url} answered something other than JSON`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new PrerenderDataError(`GET ${url} answered outside the contract: ${issuesOf(parsed.error)}`);
  return parsed.data;
}

/** Asks the cell's API for the first step's data, as the page would. */
export async function fetchPrerenderData(input: PrerenderDataInput): Promise<PrerenderData> {
  const { country, product } = input.target;
  const base = input.apiBase.replace(/\/+$/, '');
  const timeoutMs = input.timeoutMs ?? 10_000;
  const [policies, dataPoints] = await Promise.all([
    getJson(
      `${base}${input.policiesPath}?${new URLSearchParams({ country })}`,
      policiesResponseSchema,
      timeoutMs,
    ),
    needsDataPoints(input.target)
      ? getJson(
          `${base}/v3/test/datapoints?${new URLSearchParams({ country, product })}`,
          dataPointsResponseSchema,
          timeoutMs,
        )
      : undefined,
  ]);
  return { country, product, policies, ...(dataPoints && { dataPoints }) };
}

/** What the reference API answers for the cell (server/reference/policies.ts, contract/fixtures). */
export function referencePrerenderData(target: PrerenderDataInput['target']): PrerenderData {
  const dataPoints = dynamicFormFixtures[`${target.country}/${target.product}`];
  return {
    country: target.country,
    product: target.product,
    policies: { policies: policiesFor(target.country) },
    ...(needsDataPoints(target) && dataPoints && { dataPoints }),
  };
}

/** The first step's data for the build, with a line saying where it came from. */
export async function resolvePrerenderData(
  input: PrerenderDataInput,
): Promise<{ data: PrerenderData; source: string }> {
  if (input.snapshotFile) {
    return {
      data: loadSnapshot(input.snapshotFile, input.target),
      source: `the snapshot ${input.snapshotFile}`,
    };
  }
  try {
    return { data: await fetchPrerenderData(input), source: `the API at ${input.apiBase}` };
  } catch (error) {
    if (error instanceof ApiUnreachableError && isLoopbackApiBase(input.apiBase)) {
      return {
        data: referencePrerenderData(input.target),
        source: `the reference API's own data (${input.apiBase} is loopback and not running)`,
      };
    }
    const why = error instanceof Error ? error.message : String(error);
    throw new PrerenderDataError(
      `The first step of ${input.target.country}/${input.target.product} is prerendered from its API's data, and ` +
        `none could be had. Tried: a snapshot file (PRERENDER_SNAPSHOT is not set); the API (${why}). Let the ` +
        'build reach VITE_API_BASE, or give it a snapshot: npm run prerender:snapshot (docs/deploy.md, "The snapshot").',
    );
  }
}
