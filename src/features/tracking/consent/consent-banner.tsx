import './consent-banner.css';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import type { ConsentAnswer } from './consent-state.ts';
import { useConsentStore, useConsentStoreApi } from './consent-store-context.tsx';

export interface ConsentBannerProps {
  /** The market's Intl locale (market.country.intlLocale), to write the date of the current answer. */
  intlLocale: string;
  /** Where focus goes once the banner closes after an answer; the page's main heading by default. */
  focusAfterAnswer?: () => HTMLElement | null;
}

/** The step's heading (StepLayout makes it focusable), else the main landmark. */
function mainHeadingOrMain(): HTMLElement | null {
  const target =
    document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  // A heading or landmark is not focusable by itself: -1 lets a script focus it without adding a tab stop.
  if (target && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  return target;
}

function formatDay(iso: string, intlLocale: string): string {
  return new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long' }).format(new Date(iso));
}

/**
 * Asks for analytics consent (spec section 4; issue 15). Rendered in the document flow, in the same first render as
 * the page while the answer is pending, so it shifts nothing and never covers the form's buttons. Accept and Reject
 * are the same button side by side. Opened again from the footer's settings link, it says the current answer and
 * takes focus; after an answer it closes and focus goes to the page's heading instead of being lost.
 */
export function ConsentBanner({ intlLocale, focusAfterAnswer = mainHeadingOrMain }: ConsentBannerProps) {
  const { t } = useTranslation();
  const store = useConsentStoreApi();
  const open = useConsentStore((state) => state.bannerOpen);
  const status = useConsentStore((state) => state.status);
  const decidedAt = useConsentStore((state) => state.decidedAt);
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(open);
  const answeredFromBanner = useRef(false);

  // At the commit that opened or closed the banner, not after the next frame (as Preact runs plain effects,
  // docs/adr/0035): the focus is never left on the document in between.
  useLayoutEffect(() => {
    if (open && !wasOpen.current) {
      // Reopened from the settings link: the applicant asked for it, so focus follows.
      headingRef.current?.focus();
    } else if (!open && wasOpen.current && answeredFromBanner.current) {
      // The focused button has just left the page: without this, focus would fall back to the document.
      focusAfterAnswer()?.focus();
    }
    wasOpen.current = open;
    answeredFromBanner.current = false;
  }, [open, focusAfterAnswer]);

  if (!open) return null;

  const answer = (choice: ConsentAnswer) => {
    answeredFromBanner.current = sectionRef.current?.contains(document.activeElement) ?? false;
    const { grant, deny } = store.getState();
    if (choice === 'granted') grant();
    else deny();
  };

  return (
    <section
      ref={sectionRef}
      className="consent-banner"
      aria-labelledby="consent-banner-title"
      data-testid="consent-banner"
    >
      <h2 id="consent-banner-title" className="consent-banner-title" ref={headingRef} tabIndex={-1}>
        {t('consent.title')}
      </h2>
      <p>{t('consent.body')}</p>
      <p>{t('consent.changeLater')}</p>
      {status !== 'pending' && decidedAt !== null && (
        <p data-testid="consent-current">
          {t(status === 'granted' ? 'consent.currentGranted' : 'consent.currentDenied', {
            date: formatDay(decidedAt, intlLocale),
          })}
        </p>
      )}
      <div className="consent-banner-actions">
        <button type="button" className="button" onClick={() => answer('granted')}>
          {t('consent.accept')}
        </button>
        <button type="button" className="button" onClick={() => answer('denied')}>
          {t('consent.reject')}
        </button>
      </div>
    </section>
  );
}

/** The footer's link to change the answer later: a button (it opens the banner, it goes nowhere) styled as a link. */
export function ConsentSettingsLink() {
  const { t } = useTranslation();
  const reopen = useConsentStore((state) => state.reopen);
  return (
    <button type="button" className="link-button" onClick={reopen}>
      {t('consent.settingsLink')}
    </button>
  );
}
