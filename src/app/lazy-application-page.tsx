import { market } from '#markets/market.ts';
import { preloadableLazy } from '#shared/lib/preloadable-lazy.ts';
import { applicationPageSources, loadApplicationPage } from './load-application-page.ts';

/**
 * The build's application page, fetched with its brand stylesheet on first render, or before it: main.tsx preloads
 * it for a visit drawn afresh, so that its first render shows the step, not the spinner.
 */
export const { Component: LazyApplicationPage, preload: preloadApplicationPage } = preloadableLazy(() =>
  loadApplicationPage(applicationPageSources, {
    page: market.variant.applicationPage,
    product: market.target.product,
  }),
);
