import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Link } from '#shared/routing/links.tsx';
import { usePageHeadingFocus } from '#shared/ui/use-page-heading-focus.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  const headingRef = usePageHeadingFocus<HTMLHeadingElement>();
  return (
    <section aria-labelledby="not-found-title" data-testid="not-found-page">
      <h1 id="not-found-title" ref={headingRef} tabIndex={-1}>
        {t('notFound.title')}
      </h1>
      <p>{t('notFound.body')}</p>
      <Link className="button" to="/">
        {t('notFound.startLink')}
      </Link>
    </section>
  );
}
