import { market } from '#markets/market.ts';
import { preloadableLazy } from '#shared/lib/preloadable-lazy.ts';
import { applicationPageSources, loadApplicationPage, type PageModule } from './load-application-page.ts';

/**
 * The build's application page, fetched with its brand stylesheet on first render, or before it: main.tsx preloads
 * it for a visit drawn afresh, so that its first render shows the step, not the spinner. The preload hands back the
 * page's module: its preloadScreenAt fetches a lazy screen's code and texts as well.
 */
export const { Component: LazyApplicationPage, preload: preloadApplicationPage } = preloadableLazy<
  object,
  Pick<PageModule, 'preloadScreenAt'>
>(() =>
  loadApplicationPage(applicationPageSources, {
    page: market.variant.applicationPage,
    product: market.target.product,
  }),
);
