/**
 * What the prerender (issue 16, docs/adr/0021) asks the API for, answered at build time from the reference API's
 * own data: the v3 form configurations (contract/fixtures, what GET /v3/test/datapoints serves) and the policies
 * (server/reference/policies.ts). A build cannot reach the lender's API; the page asks it again once it runs (the
 * prerendered data is stale from the start), so a lender whose answer differs sees the step re-render with it.
 * Any other request is refused: the first step must need nothing else.
 */
import { dynamicFormFixtures } from '../contract/fixtures/index.ts';
import { policiesFor } from '../server/reference/policies.ts';
import { COUNTRIES, type Country } from '../contract/page-variants.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const isCountry = (value: string | null): value is Country =>
  (COUNTRIES as readonly string[]).includes(value ?? '');

export function prerenderFetch(policiesPath: string): typeof fetch {
  return async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const country = url.searchParams.get('country');
    if (url.pathname.endsWith('/v3/test/datapoints')) {
      const config = dynamicFormFixtures[`${country}/${url.searchParams.get('product')}`];
      return config ? json(200, config) : json(404, { message: 'Data-point configuration not found' });
    }
    if (url.pathname.endsWith(policiesPath) && isCountry(country))
      return json(200, { policies: policiesFor(country) });
    return json(503, { message: `Not available to the prerender: ${url.pathname}` });
  };
}
