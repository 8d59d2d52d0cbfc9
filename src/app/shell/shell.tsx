import { Suspense, useEffect, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { Market } from '../../markets/market';
import type { ConsentStore } from '../../features/tracking/consent/consent-state';
import { ConsentBanner, ConsentSettingsLink, ConsentStoreProvider } from '../third-parties';
import { env } from '../../shared/config/env';
import { useFrameHeightReporter } from '../embedding/use-frame-height-reporter';
import { applyPageData } from '../page-data';
import { ErrorBoundary } from './error-boundary';
import { ChromeBar } from './chrome-bar';
import { copyrightLine } from './copyright';
import { Spinner } from './spinner';
import { readStoredUiColors } from './ui-colors';
import { chromeVisibility, isContinuePath, isEmbedded } from './visibility';

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

interface ShellProps {
  market: Market;
  /** The lazily loaded application page of this build. */
  ApplicationPage: ComponentType;
  logErrors: boolean;
  /** Present when a third party is configured: the banner asks first, the footer link changes the answer. */
  consentStore?: ConsentStore | undefined;
}

export function Shell({ market, ApplicationPage, logErrors, consentStore }: ShellProps) {
  const { pathname } = useLocation();

  useEffect(() => {
    applyPageData(document, { ...market.brand, favicon: market.assets.favicon });
  }, [market]);

  const embedded = isEmbedded();
  useFrameHeightReporter(embedded, env.VITE_EMBED_PARENT_ORIGINS);
  const visibility = chromeVisibility({
    embedded,
    pathname,
    uiColors: readStoredUiColors(safeSessionStorage()),
  });

  const page = (
    <div className={`layout ${market.brand.layoutClassName}`}>
      {visibility !== 'absent' && <ChromeBar as="header" market={market} visibility={visibility} />}
      {/* In the flow above the page, in its first render: it covers nothing and shifts nothing. */}
      {consentStore && <ConsentBanner intlLocale={market.country.intlLocale} />}
      <main className={`main ${market.brand.mainClassName}`} id="main">
        <ErrorBoundary logErrors={logErrors}>
          <Suspense fallback={<Spinner neutral={isContinuePath(pathname)} />}>
            <ApplicationPage />
          </Suspense>
        </ErrorBoundary>
      </main>
      {visibility !== 'absent' && (
        <ChromeBar as="footer" market={market} visibility={visibility}>
          <p className="copyright">{copyrightLine(market.brand, new Date())}</p>
          {consentStore && <ConsentSettingsLink />}
        </ChromeBar>
      )}
    </div>
  );
  return consentStore ? <ConsentStoreProvider store={consentStore}>{page}</ConsentStoreProvider> : page;
}
