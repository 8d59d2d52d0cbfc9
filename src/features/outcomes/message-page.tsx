import { useTranslation } from '#shared/i18n/use-translation.ts';
import { usePageHeadingFocus } from '#shared/ui/use-page-heading-focus.ts';

export interface MessagePageProps {
  outcome: 'rejected' | 'thankYou';
  /**
   * The brand's site, as the header logo links to. Not the application's own start: after a decision the funnel's
   * pages resolve back to this outcome, so a link there would lead nowhere.
   */
  home: { url: string; brand: string };
}

/** /rejected and /thank-you: a clear outcome, what happens next, and a way out to the brand's site. */
export function MessagePage({ outcome, home }: MessagePageProps) {
  const { t } = useTranslation('outcomes');
  const headingRef = usePageHeadingFocus<HTMLHeadingElement>();
  return (
    <section aria-labelledby="outcome-title" data-testid={`${outcome}-page`}>
      <h1 id="outcome-title" ref={headingRef} tabIndex={-1}>
        {t(`${outcome}.title`)}
      </h1>
      <p>{t(`${outcome}.body`)}</p>
      <p>{t(`${outcome}.next`)}</p>
      <a className="button button--secondary" href={home.url}>
        {t('shell.homeLink', { ns: 'common', brand: home.brand })}
      </a>
    </section>
  );
}
