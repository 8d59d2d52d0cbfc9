/**
 * A brand logo as the page draws it: the elements of its SVG, read at build time (build/svg-logo.ts), drawn inline by
 * the shell. An SVG in an <img> is an image document of its own, built on the main thread while the first step is
 * parsed (157 and 71 ms for the two logos on the emulated phone, docs/performance.md); drawn inline it is part of the
 * page, laid out with it, and needs no markup parser at run time (Trusted Types allow none).
 */

/** An element of the logo: its SVG tag, its attributes as written in the file, its children in order. */
export interface LogoElement {
  tag: string;
  attributes: Readonly<Record<string, string>>;
  children: readonly LogoNode[];
}

/** An element, or text (a <text> element's letters). */
export type LogoNode = LogoElement | string;

/**
 * The logo: its size (the viewBox's, so the box has its shape before layout and nothing shifts), the root <svg>'s own
 * drawing attributes (viewBox, fill...), and what it draws.
 */
export interface Logo {
  width: number;
  height: number;
  attributes: Readonly<Record<string, string>>;
  children: readonly LogoNode[];
}
