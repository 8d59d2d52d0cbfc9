import './shared/config/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { LazyApplicationPage } from './app/lazy-application-page';
import { findRootElement } from './app/root-element';
import './app/shell/shell.css';
import { market } from './markets/market';
import { basePath, env, isDevelopment } from './shared/config/env';
import { startI18n } from './shared/i18n/i18n';
import { bootAttribution } from './features/attribution/boot';
import { browserSafeStorage } from './shared/lib/storage/safe-storage';
import { bootTracking } from './app/third-parties';

// Read the landing URL once, before anything renders: session, affiliate reference, click ids (spec section 4).
const attribution = bootAttribution({
  url: window.location.href,
  now: () => new Date(),
  storage: browserSafeStorage(),
  randomUUID: () => crypto.randomUUID(),
  config: {
    affiliateExpiryHours: env.VITE_AFFILIATE_EXPIRY_HOURS,
    applicationDataExpiryMs: env.VITE_APPLICATION_DATA_EXPIRY_MS,
    staticAffiliateNames: env.VITE_STATIC_AFFILIATES,
    embedParentOrigins: env.VITE_EMBED_PARENT_ORIGINS,
  },
  cookies: document.cookie,
});

// Third parties (issue 15): the applicant is asked first; none of them loads before a yes (docs/adr/0017).
const consentStore = bootTracking({
  env: import.meta.env,
  storage: browserSafeStorage(),
  attribution,
  country: market.country.code,
});

const i18n = startI18n({
  locale: market.country.locale,
  localePathTemplate: env.VITE_LOCALE_PATH,
  basePath: env.BASE_URL,
  isDevelopment,
});

createRoot(findRootElement(document)).render(
  <StrictMode>
    <App
      market={market}
      attribution={attribution}
      ApplicationPage={LazyApplicationPage}
      i18n={i18n}
      basename={basePath}
      isDevelopment={isDevelopment}
      consentStore={consentStore}
    />
  </StrictMode>,
);
