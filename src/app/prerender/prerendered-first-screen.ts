/** What the build's prerender of the first step answers (render-first-screen.tsx; build/prerender.ts reads it). */
export interface PrerenderedFirstScreen {
  /** The App's markup, for the root element. */
  markup: string;
  /** The step it drew, under the base path (`/loan-information`). */
  path: string;
  /** The query cache's data block (the form configuration, the policies). */
  queriesBlock: string;
  /** What a browser with scripts blocked shows instead of the step, in the cell's language (issue 27, item 1). */
  needsJavaScript: string;
}
