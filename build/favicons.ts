/**
 * A brand's favicon: favicon.svg is what a designer edits, favicon.png what the pages link, drawn from it by
 * `npm run favicons` (scripts/favicons.ts says why a PNG). brands/favicons.json holds the digest of each SVG a PNG was
 * drawn from: scripts/favicons.test.ts fails when they differ.
 */
import { createHash } from 'node:crypto';

/** The PNG's width and height in pixels: crisp as a tab's 24 px icon on a phone's 3x screen, and a few kB. */
export const FAVICON_PX = 96;

/** Beside the brands' folders. */
export const FAVICON_MANIFEST = 'favicons.json';

export const faviconDigest = (svg: string): string => createHash('sha256').update(svg).digest('hex');
