/** The resolved Market of this build: components ask it for capabilities, never for a brand name. */
export { market } from 'virtual:market';
export type { Market } from 'virtual:market';
