/**
 * Every route of spec section 2 (../shared/spec/SPEC.md), as it lists them: pre-offer screens, outcome and utility
 * routes, further state routes, and the v3 step paths of "First page and form versions". Every variant answers each
 * (docs/adr/0014-routes-in-every-variant.md; spec-routes.test.tsx), and every deployment serves each with the app's
 * page and its headers (deploy/served-cell.deploy.test.ts).
 */
import { DYNAMIC_STEP_PATHS } from '#contract/dynamic-form.ts';

export const SPEC_ROUTES: readonly string[] = [
  '/',
  '/loan-information',
  '/personal-details',
  '/contact-details',
  '/income-details',
  '/other-information',
  '/reference-information',
  '/employment-details',
  '/checking',
  '/accepted',
  '/thank-you',
  '/redirected',
  '/rejected',
  '/continue/3f2b8c1e-7a4d-4e5f-9b6a-1c2d3e4f5a6b',
  '/unsubscribe',
  '/mobile-verification',
  '/change-mobile-number',
  '/vehicle',
  '/consents',
  '/dynamic-consents',
  '/additional-employment-details',
  '/marital-details',
  '/credit-details',
  '/professional-details',
  '/cnp',
  '/id-upload',
  '/customer-debts',
  '/reference-details',
  '/wniosek',
  '/wniosek-uzupelnienie',
  // The v3 step paths of "First page and form versions".
  ...DYNAMIC_STEP_PATHS.map((path) => `/${path}`),
];
