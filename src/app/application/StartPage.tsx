import { useTranslation } from 'react-i18next';
import { market } from '../../markets/market';
import { usePageHeadingFocus } from '../../shared/ui/usePageHeadingFocus';

export function StartPage() {
  const { t } = useTranslation();
  const headingRef = usePageHeadingFocus<HTMLHeadingElement>();
  return (
    <section aria-labelledby="start-title">
      <h1 id="start-title" ref={headingRef} tabIndex={-1}>
        {t('start.title', { brand: market.brand.name })}
      </h1>
      <p>{t('start.intro')}</p>
    </section>
  );
}
