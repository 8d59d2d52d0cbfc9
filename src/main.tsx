import '#shared/config/zod-jitless.ts';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { bootApp } from '#app/boot-app.tsx';
import { preloadApplicationPage } from '#app/lazy-application-page.tsx';
import { afreshRenderWait } from '#app/prerender/afresh-render-wait.ts';
import { firstRenderOf, PRERENDERED_PATH_ATTRIBUTE, screenPathOf } from '#app/prerender/first-render.ts';
import { screenTextsAt } from '#app/application/review/review-path.ts';
import { findRootElement } from '#app/root-element.ts';
import { STALE_MARKUP_ATTRIBUTE } from '#app/prerender/stale-markup-guard.ts';
import '#app/shell/shell.css';
import { isEmbedded } from '#app/shell/visibility.ts';
import { market } from '#markets/market.ts';
import { basePath, env, isDevelopment } from '#shared/config/env.ts';
import { startI18n } from '#shared/i18n/i18n.ts';
import { STARTUP_FETCHED_NAMESPACES } from '#shared/i18n/options.ts';
import { TEXTS_FOLDER } from '#shared/i18n/texts-folder.ts';
import { startPrerenderedHydration } from '#shared/lib/prerendered-hydration.ts';
import { browserSafeStorage } from '#shared/lib/storage/safe-storage.ts';
import { yieldToBrowser } from '#shared/lib/yield-to-browser.ts';

/**
 * Three tasks, not one: the modules' own code, the texts, then the boot and the start of the hydration (issue 16,
 * total blocking time). The prerendered step is painted and typed into meanwhile; a press on Next waits in the head's
 * guard until the step is the app's. An async function, not top-level awaits: those make the bundler split the
 * entry's modules into many more chunks (measured: 23 more, 7 kB more before the first field).
 */
async function start(): Promise<void> {
  const i18n = startI18n({
    locale: market.country.locale,
    localePathTemplate: env.VITE_LOCALE_PATH,
    basePath: env.BASE_URL,
    isDevelopment,
    textsFolder: TEXTS_FOLDER,
  });
  await yieldToBrowser();
  const { app, attribution } = bootApp({ url: window.location.href, cookies: document.cookie, i18n });

  // The build prerendered the first step (issue 16, docs/adr/0021): a first visit hydrates it, so what the HTML
  // painted stays as it is and a field typed into before the scripts ran keeps its value; any other visit draws
  // afresh.
  const rootElement = findRootElement(document);
  const { landing } = attribution;
  const firstRender = firstRenderOf({
    prerenderedPath: rootElement.getAttribute(PRERENDERED_PATH_ATTRIBUTE) ?? undefined,
    pathname: window.location.pathname,
    basePath,
    landingFillsForm:
      landing.amount !== undefined ||
      landing.period !== undefined ||
      Object.values(landing.prefill).some(Boolean),
    storage: browserSafeStorage(),
    embedded: isEmbedded(),
  });
  // A visit drawn afresh waits a moment for its step's code and texts (or its lazy screen's: the review), its step
  // still hidden by the head's guard, so that its first render shows them rather than the spinner
  // (afresh-render-wait.ts).
  if (firstRender.kind === 'render') {
    const screenPath = screenPathOf(window.location.pathname, basePath);
    await afreshRenderWait({
      page: () => preloadApplicationPage().then((page) => page.preloadScreenAt(screenPath)),
      texts: () => i18n.loadNamespaces([...STARTUP_FETCHED_NAMESPACES, ...screenTextsAt(screenPath)]),
    });
  }
  // The app has the root now: the head's guard hid a prerendered step this visit will not keep (stale-markup-guard.ts),
  // and the prerendered path's mark says the markup is still the HTML's alone.
  rootElement.removeAttribute(PRERENDERED_PATH_ATTRIBUTE);
  document.documentElement.removeAttribute(STALE_MARKUP_ATTRIBUTE);
  if (firstRender.kind === 'hydrate') {
    // Where the entry route would have sent a first visit; the landing's query was read at boot.
    if (window.location.pathname !== firstRender.url) window.history.replaceState(null, '', firstRender.url);
    startPrerenderedHydration();
    // Preact (docs/adr/0035) adopts the HTML's nodes (a lazy part whose code is not in yet keeps its nodes and is
    // taken over when it comes) and reports no difference between them and its own render: the prerender is the same App at the same address (render-first-screen.tsx), and the e2e hydration
    // tests check that nothing on the step moves or changes.
    hydrateRoot(rootElement, app);
  } else {
    rootElement.replaceChildren();
    createRoot(rootElement).render(app);
  }
}

void start();
