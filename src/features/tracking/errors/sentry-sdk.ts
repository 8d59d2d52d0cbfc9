/**
 * The parts of @sentry/browser the reporter uses, as the one module it loads lazily. A dynamic import of the package
 * itself keeps every export (replay, feedback, tracing): 195 kB gzip when measured; through this module the bundler
 * keeps only what is named here and what it needs: 40 kB.
 */
export { captureException, captureMessage, close, init } from '@sentry/browser';
