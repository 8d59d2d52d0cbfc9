/** The part of jsdom's API the prerender uses (build/prerender.ts); the package ships no types. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options: { url: string; pretendToBeVisual?: boolean });
    readonly window: Window & typeof globalThis;
  }
}
