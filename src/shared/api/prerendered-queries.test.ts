// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { prerenderedQueriesBlock, readPrerenderedQueries, seedQueryClient } from './prerendered-queries.ts';

const pageWith = (body: string) =>
  new DOMParser().parseFromString(`<head></head><body>${body}</body>`, 'text/html');

describe("the first screen's query cache in the page", () => {
  it('gives a new client the data the build had, a text that could close the element included', () => {
    const built = new QueryClient();
    const policies = { policies: [{ id: 'mx-general', title: '</script><script>alert(1)</script>' }] };
    built.setQueryData(['policies', 'mx', null], policies);
    const block = prerenderedQueriesBlock(built);
    expect(block).not.toContain('</script><script>');
    const page = pageWith(block);
    expect(page.querySelectorAll('script')).toHaveLength(1);

    const client = seedQueryClient(new QueryClient(), page);
    expect(client.getQueryData(['policies', 'mx', null])).toEqual(policies);
  });

  it.each([
    ['no block', ''],
    [
      'a block that is no JSON',
      '<script type="application/json" id="first-screen-queries">{"queries":</script>',
    ],
    [
      'a block that is no cache',
      '<script type="application/json" id="first-screen-queries">{"queries":1}</script>',
    ],
    [
      'a cache entry that did not succeed',
      '<script type="application/json" id="first-screen-queries">{"mutations":[],"queries":[{"queryKey":["a"],"queryHash":"[\\"a\\"]","state":{"status":"error","dataUpdatedAt":0}}]}</script>',
    ],
  ])('reads nothing from %s (the queries then ask the API)', (_case, body) => {
    const page = pageWith(body);
    expect(readPrerenderedQueries(page)).toBeUndefined();
    expect(seedQueryClient(new QueryClient(), page).getQueryCache().getAll()).toEqual([]);
  });
});
