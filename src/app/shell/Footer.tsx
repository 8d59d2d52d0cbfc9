import { useTranslation } from 'react-i18next';
import type { Market } from '../../markets/market';
import { copyrightLine } from './copyright';
import type { ChromeVisibility } from './visibility';

export function Footer({
  market,
  visibility,
}: {
  market: Market;
  visibility: Exclude<ChromeVisibility, 'absent'>;
}) {
  const { t } = useTranslation();
  const faded = visibility === 'faded';
  return (
    <footer
      className={faded ? 'site-footer shell-chrome shell-chrome--faded' : 'site-footer shell-chrome'}
      aria-hidden={faded || undefined}
      inert={faded}
      data-testid="site-footer"
    >
      <a className="brand-link" href={market.brand.siteUrl}>
        <img
          src={market.assets.logoFooter}
          alt={t('shell.homeLink', { brand: market.brand.name })}
          height={32}
          data-testid="footer-logo"
        />
      </a>
      <p className="copyright">{copyrightLine(market.brand, new Date())}</p>
    </footer>
  );
}
