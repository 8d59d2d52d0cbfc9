import { Suspense, useEffect, type ComponentType } from 'react';
import { useLocation } from '#shared/routing/router.tsx';
import type { Market } from '#markets/market.ts';
import type { ConsentStore } from '#features/tracking/consent/consent-state.ts';
import { ConsentBanner, ConsentSettingsLink, ConsentStoreProvider } from '../third-parties.ts';
import { env } from '#shared/config/env.ts';
import { useFrameHeightReporter } from '../embedding/use-frame-height-reporter.ts';
import { applyPageData } from '../page-data.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { ChromeBar } from './chrome-bar.tsx';
import { copyrightLine } from './copyright.ts';
import { Spinner } from './spinner.tsx';
import { readStoredUiColors } from './ui-colors.ts';
import { chromeVisibility, isContinuePath, isEmbedded } from './visibility.ts';

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
