import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageHeadingFocus } from '../../shared/ui/usePageHeadingFocus';

/** /rejected and /thank-you: a clear outcome and what happens next. */
export function MessagePage({ outcome }: { outcome: 'rejected' | 'thankYou' }) {
  const { t } = useTranslation('outcomes');
  const headingRef = usePageHeadingFocus<HTMLHeadingElement>();
  return (
    <section aria-labelledby="outcome-title" data-testid={`${outcome}-page`}>
      <h1 id="outcome-title" ref={headingRef} tabIndex={-1}>
        {t(`${outcome}.title`)}
      </h1>
      <p>{t(`${outcome}.body`)}</p>
      <p>{t(`${outcome}.next`)}</p>
      {outcome === 'rejected' && (
        <Link className="button button--secondary" to="/">
          {t('rejected.home')}
        </Link>
      )}
    </section>
  );
}
