/**
 * What main.tsx and the build's prerender (issue 16) both start from: the landing read once, before anything renders
 * (session, affiliate reference, click ids: spec section 4), the third parties' consent (docs/adr/0017), and the App
 * element over them. The browser and the prerender differ only in the URL, the cookies and the texts' source.
 */
import type { Translator } from '#shared/i18n/translator.ts';
import { StrictMode, type ReactElement } from 'react';
import type { AttributionBoot } from '#features/attribution/boot.ts';
import { market } from '#markets/market.ts';
import { basePath, isDevelopment } from '#shared/config/env.ts';
import { browserSafeStorage } from '#shared/lib/storage/safe-storage.ts';
import { App } from './app.tsx';
import { attributionOnce } from './arrival-attribution.ts';
import { LazyApplicationPage } from './lazy-application-page.tsx';
import { bootTracking } from './third-parties.ts';

export function bootApp(input: { url: string; cookies: string; i18n: Translator }): {
  app: ReactElement;
  attribution: AttributionBoot;
} {
  // Read on arrival already when the page recorded its landing before the app started (src/arrival.ts).
  const attribution = attributionOnce({ url: input.url, cookies: input.cookies });
  // Third parties (issue 15): the applicant is asked first; none of them loads before a yes.
  const consentStore = bootTracking({
    env: import.meta.env,
    storage: browserSafeStorage(),
    attribution,
    country: market.country.code,
  });
  const app = (
    <StrictMode>
      <App
        market={market}
        attribution={attribution}
        ApplicationPage={LazyApplicationPage}
        i18n={input.i18n}
        basename={basePath}
        isDevelopment={isDevelopment}
        consentStore={consentStore}
      />
    </StrictMode>
  );
  return { app, attribution };
}
