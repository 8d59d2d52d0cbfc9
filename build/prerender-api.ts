/**
 * What the prerender (issue 16, docs/adr/0021) asks the API for, answered at build time from the data the build
 * resolved for its cell (build/prerender-data.ts: the lender's snapshot, its API, or for a build against the
 * reference API that API's own data): the v3 form configuration and the policies. The page asks the API again once
 * it runs. Any other request is refused: the first step must need nothing else.
 */
import type { PrerenderData } from './prerender-data.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function prerenderFetch(data: PrerenderData, policiesPath: string): typeof fetch {
  return async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const country = url.searchParams.get('country');
    const isCell = country === data.country;
    if (url.pathname.endsWith('/v3/test/datapoints')) {
      return isCell && url.searchParams.get('product') === data.product && data.dataPoints
        ? json(200, data.dataPoints)
        : json(404, { message: 'Data-point configuration not found' });
    }
    if (url.pathname.endsWith(policiesPath) && isCell) return json(200, data.policies);
    return json(503, { message: `Not available to the prerender: ${url.pathname}` });
  };
}
