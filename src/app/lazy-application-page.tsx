import { lazy } from 'react';
import { market } from '#markets/market.ts';
import { applicationPageSources, loadApplicationPage } from './load-application-page.ts';

/** The build's application page, fetched with its brand stylesheet on first render. */
export const LazyApplicationPage = lazy(() =>
  loadApplicationPage(applicationPageSources, {
    page: market.variant.applicationPage,
    product: market.target.product,
  }),
);
