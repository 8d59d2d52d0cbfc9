import type { ReactNode } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import type { Market } from '#markets/market.ts';
import { BrandLogo } from './brand-logo.tsx';
import type { ChromeVisibility } from './visibility.ts';

interface ChromeBarProps {
  as: 'header' | 'footer';
  market: Market;
  visibility: Exclude<ChromeVisibility, 'absent'>;
  children?: ReactNode;
}

/**
 * The header and footer bar: the brand logo linking to the site root; faded out of sight and out of the
 * accessibility tree (aria-hidden, inert) on continue paths and when partner UI colours are set.
 */
export function ChromeBar({ as: Element, market, visibility, children }: ChromeBarProps) {
  const { t } = useTranslation();
  const faded = visibility === 'faded';
  return (
    <Element
      className={`site-${Element} shell-chrome${faded ? ' shell-chrome--faded' : ''}`}
      aria-hidden={faded || undefined}
      inert={faded}
      data-testid={`site-${Element}`}
    >
      <a className="brand-link" href={market.brand.siteUrl}>
        {/* The stylesheet sets the height each bar shows it at (shell.css). */}
        <BrandLogo
          logo={market.logos[Element]}
          label={t('shell.homeLink', { brand: market.brand.name })}
          testId={`${Element}-logo`}
        />
      </a>
      {children}
    </Element>
  );
}
