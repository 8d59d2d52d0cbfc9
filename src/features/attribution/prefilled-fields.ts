/**
 * The applicant fields a landing URL may prefill, in the order they are reported. A module of its own, without
 * imports: the build's prerender guard (src/app/prerender/stale-markup-guard.ts) reads it from the Vite config.
 */
export const PREFILLED_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;
export type PrefilledField = (typeof PREFILLED_FIELDS)[number];
