/** The application page and brand stylesheet a build holds: its variant's only (build/cell-modules-plugin.ts). */
declare module 'virtual:application-page' {
  import type { ApplicationPageSources } from './load-application-page.ts';

  export const applicationPageSources: ApplicationPageSources;
}
