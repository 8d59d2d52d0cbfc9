import { useTranslation } from 'react-i18next';
import type { Market } from '../../markets/market';
import type { ChromeVisibility } from './visibility';

export function Header({
  market,
  visibility,
}: {
  market: Market;
  visibility: Exclude<ChromeVisibility, 'absent'>;
}) {
  const { t } = useTranslation();
  const faded = visibility === 'faded';
  return (
    <header
      className={faded ? 'site-header shell-chrome shell-chrome--faded' : 'site-header shell-chrome'}
      aria-hidden={faded || undefined}
      inert={faded}
      data-testid="site-header"
    >
      <a className="brand-link" href={market.brand.siteUrl}>
        <img
          src={market.assets.logoHeader}
          alt={t('shell.homeLink', { brand: market.brand.name })}
          height={40}
          data-testid="header-logo"
        />
      </a>
    </header>
  );
}
