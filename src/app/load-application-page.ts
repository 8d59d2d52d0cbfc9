/**
 * Lazily loads the application page chosen at build time (by the variant's page kind) and the brand's
 * stylesheet. Both chunks are fetched in parallel; the spec's error messages are logged and thrown so
 * the error boundary shows the fallback.
 */
import type { ComponentType } from 'react';
import type { ApplicationPageKind, Product } from '#markets/matrix.ts';
import { logger } from '#shared/lib/logger.ts';

type ModuleLoader<T> = () => Promise<T>;
/**
 * Fetches the code of the page's screen at `path` (under the base path) when it is a lazy one of its own: a visit
 * drawn afresh there waits for it, and for its texts (screenTextsAt), before its first render (afresh-render-wait.ts),
 * so that it shows the screen, not the spinner and then the screen (under React DOM up to 300 ms late: its fallback
 * throttle, docs/adr/0034). Settles at once where there is no lazy screen.
 */
export type ScreenPreload = (path: string) => Promise<unknown>;

export interface PageModule {
  default: ComponentType;
  preloadScreenAt: ScreenPreload;
}

export interface ApplicationPageSources {
  pages: Record<string, ModuleLoader<PageModule>>;
  styles: Record<string, ModuleLoader<unknown>>;
}

export const PAGE_NOT_FOUND = 'ApplicationPage not found';
export const STYLES_NOT_FOUND = 'Product styles not found';
export const LOAD_FAILED = 'Failed to load ApplicationPage and product styles';

const pageFileName = (kind: ApplicationPageKind) => `${kind}-application-page.tsx`;

function findLoader<T>(
  modules: Record<string, ModuleLoader<T>>,
  suffix: string,
): ModuleLoader<T> | undefined {
  const key = Object.keys(modules).find((path) => path.endsWith(suffix));
  return key ? modules[key] : undefined;
}

export async function loadApplicationPage(
  sources: ApplicationPageSources,
  selection: { page: ApplicationPageKind; product: Product },
): Promise<PageModule> {
  const loadPage = findLoader(sources.pages, `/${pageFileName(selection.page)}`);
  if (!loadPage) {
    logger.error(PAGE_NOT_FOUND, selection);
    throw new Error(PAGE_NOT_FOUND);
  }
  const loadStyles = findLoader(sources.styles, `/${selection.product}/styles.css`);
  if (!loadStyles) {
    logger.error(STYLES_NOT_FOUND, selection);
    throw new Error(STYLES_NOT_FOUND);
  }
  try {
    const [page] = await Promise.all([loadPage(), loadStyles()]);
    return page;
  } catch (error) {
    logger.error(LOAD_FAILED, error);
    throw new Error(LOAD_FAILED, { cause: error });
  }
}

/**
 * The real sources, each a lazy chunk: the variant's page kind and its brand's stylesheet only in a cell's build, every
 * kind and brand in the unit tests (build/cell-modules-plugin.ts).
 */
export { applicationPageSources } from 'virtual:application-page';
