/**
 * The loan products of the page variants, as the app reads them: the data lives in contract/loan-products.ts, which
 * the reference API prices its offers with too (issue 30); market-plugin bakes the built variant's product into
 * `virtual:market` (`market.loan`).
 */
export * from '#contract/loan-products.ts';
