/**
 * The build's prerender of the first step (issue 16, docs/adr/0021), run by build/prerender.ts in Node under a
 * DOM (jsdom) at the base path with empty storage: a first visit. It asks the API for what the first step needs
 * (through the app's own client and schemas), renders the App as main.tsx does, waits for the lazy application page
 * and answers the markup, the path it drew and the query cache to put in the page. Never part of the browser bundle.
 */
import { Translator, type LanguageTexts } from '#shared/i18n/translator.ts';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { market } from '#markets/market.ts';
import type { ApplicationPageKind } from '#markets/matrix.ts';
import { createAppApiClient } from '#shared/api/create-app-api-client.ts';
import { fetchPolicies, policiesQueryKey } from '#shared/api/operations/policies.ts';
import { prerenderedQueriesBlock } from '#shared/api/prerendered-queries.ts';
import { unwrap } from '#shared/api/react-query.ts';
import { basePath, isDevelopment } from '#shared/config/env.ts';
import { translatorSettings } from '#shared/i18n/options.ts';
import { createQueryClient } from '#shared/lib/query-client.ts';
import { dataPointsQueryKey, fetchDataPoints } from '../application/api/data-points.ts';
import { classicFormOf } from '../application/classic/classic-form.ts';
import { bootApp } from '../boot-app.tsx';
import { furthestPath } from '#features/funnel/guards.ts';
import { INITIAL_PROGRESS } from '#features/funnel/progress.ts';
import type { PrerenderedFirstScreen } from './prerendered-first-screen.ts';
import { withoutTrailingSlash } from '#shared/lib/url-path.ts';

type QueryClient = ReturnType<typeof createQueryClient>;
type ApiClient = ReturnType<typeof createAppApiClient>;

/** Each page kind's first step, with what it asks the API for in the cache. */
const FIRST_STEP: Record<ApplicationPageKind, (api: ApiClient, queries: QueryClient) => Promise<string>> = {
  dynamic: async (api, queries) => {
    const input = { country: market.target.country, product: market.target.product };
    const config = await queries.fetchQuery({
      queryKey: dataPointsQueryKey(input),
      queryFn: async () => unwrap(await fetchDataPoints(api, input)),
    });
    return `/${config.firstPage}`;
  },
  // Where the entry route sends a fresh start (personal details: the loan has its defaults, one step back).
  classic: async () => furthestPath(INITIAL_PROGRESS, classicFormOf(market.target, market.loan).order),
};

/** `texts`: every namespace of the cell's language, by namespace (the page loads the same files). */
export async function renderFirstScreen(texts: LanguageTexts): Promise<PrerenderedFirstScreen> {
  const queries = createQueryClient();
  const api = createAppApiClient(`${market.target.product}-${market.target.country}`);
  const policiesInput = { country: market.target.country };
  const pageKind: ApplicationPageKind = market.variant.applicationPage;
  const [path] = await Promise.all([
    FIRST_STEP[pageKind](api, queries),
    queries.fetchQuery({
      queryKey: policiesQueryKey(policiesInput),
      queryFn: async () => unwrap(await fetchPolicies(api, policiesInput)),
    }),
  ]);
  const queriesBlock = prerenderedQueriesBlock(queries);
  // The application page's query client reads the cache from the page, here as in the browser.
  document.body.insertAdjacentHTML('beforeend', queriesBlock);
  window.history.replaceState(null, '', `${withoutTrailingSlash(basePath)}${path}`);

  const settings = { locale: market.country.locale, localePathTemplate: '', basePath: '/', isDevelopment };
  // The build's texts only: nothing is read while the page is drawn, and no missing key is posted.
  const { language, defaultNamespace } = translatorSettings(settings, texts);
  const i18n = new Translator({ language, defaultNamespace, resources: { [language]: texts } });

  const { app } = bootApp({ url: window.location.href, cookies: '', i18n });
  // Resolves once every lazy part (the application page, its step) has rendered: the whole first step, no fallback.
  // A part that failed rejects it, and the build fails rather than leave that part to the browser to draw.
  // The app's elements are Preact's: `react` resolves to preact/compat in every bundle (build/preact-aliases.ts),
  // and React's element type says nothing of that.
  const markup = await renderToStringAsync(app as unknown as VNode);
  return {
    markup,
    path,
    queriesBlock,
    needsJavaScript: i18n.t('shell.needsJavaScript', { ns: 'common' }),
  };
}
