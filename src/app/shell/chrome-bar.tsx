import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Market } from '../../markets/market';
import type { ChromeVisibility } from './visibility';

interface ChromeBarProps {
  as: 'header' | 'footer';
  market: Market;
  visibility: Exclude<ChromeVisibility, 'absent'>;
  children?: ReactNode;
}

/** Each bar's logo: the brand's header logo stands taller than its footer one. */
const LOGOS = {
  header: (market: Market) => ({ src: market.assets.logoHeader, height: 40 }),
  footer: (market: Market) => ({ src: market.assets.logoFooter, height: 32 }),
};

/**
 * The header and footer bar: the brand logo linking to the site root; faded out of sight and out of the
 * accessibility tree (aria-hidden, inert) on continue paths and when partner UI colours are set.
 */
export function ChromeBar({ as: Element, market, visibility, children }: ChromeBarProps) {
  const { t } = useTranslation();
  const logo = LOGOS[Element](market);
  const faded = visibility === 'faded';
  return (
    <Element
      className={`site-${Element} shell-chrome${faded ? ' shell-chrome--faded' : ''}`}
      aria-hidden={faded || undefined}
      inert={faded}
      data-testid={`site-${Element}`}
    >
      <a className="brand-link" href={market.brand.siteUrl}>
        <img
          src={logo.src}
          alt={t('shell.homeLink', { brand: market.brand.name })}
          height={logo.height}
          data-testid={`${Element}-logo`}
        />
      </a>
      {children}
    </Element>
  );
}
