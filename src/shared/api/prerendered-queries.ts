/**
 * The first screen's server data in the page (issue 16, docs/adr/0021): the build prerenders the first step with the
 * form configuration and the policies it asked the API for, and writes that query cache into index.html as a JSON
 * data block. The application page's query client starts from it, so its first render draws what the prerendered
 * markup shows (hydration needs both to be the same) and nothing waits for a request; the data is as old as the
 * build, so react-query asks the API again in the background (it is stale) and a changed answer simply re-renders.
 */
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { lazySchema } from '#contract/lazy-schema.ts';

export const PRERENDERED_QUERIES_ID = 'first-screen-queries';

// The block is the build's own output, served with the script: its shape is checked, its data is what the API said.
// Loose objects: the entries keep what react-query wrote beside the checked fields (the data among them).
const dehydratedSchema = lazySchema(() =>
  z.looseObject({
    queries: z.array(
      z.looseObject({
        queryKey: z.array(z.unknown()),
        queryHash: z.string(),
        state: z.looseObject({ status: z.literal('success'), dataUpdatedAt: z.number() }),
      }),
    ),
    mutations: z.array(z.unknown()),
  }),
);

/** The data block's cache, or undefined (no block, bad JSON, not a cache: the queries then ask the API). */
export function readPrerenderedQueries(document: Document): DehydratedState | undefined {
  try {
    const parsed = z.safeParse(
      dehydratedSchema,
      JSON.parse(document.getElementById(PRERENDERED_QUERIES_ID)?.textContent ?? ''),
    );
    // Checked above for what hydrate() reads; the rest of each entry passes through as react-query wrote it.
    return parsed.success ? (parsed.data as unknown as DehydratedState) : undefined;
  } catch {
    return undefined;
  }
}

/** Puts the page's prerendered cache into a new query client. */
export function seedQueryClient(client: QueryClient, document: Document): QueryClient {
  const state = readPrerenderedQueries(document);
  if (state) hydrate(client, state);
  return client;
}

/** The data block for index.html, from the build's query client; `<` is escaped so no text can close the element. */
export function prerenderedQueriesBlock(client: QueryClient): string {
  const json = JSON.stringify(dehydrate(client)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PRERENDERED_QUERIES_ID}">${json}</script>`;
}
