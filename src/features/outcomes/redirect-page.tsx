import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import type { PartnerRedirect } from '#contract/lead.ts';
import { usePageHeadingFocus } from '#shared/ui/use-page-heading-focus.ts';

export const REDIRECT_DELAY_SECONDS = 5;

export interface RedirectPageProps {
  redirect: PartnerRedirect;
  /**
   * Called once, just before the browser leaves: the funnel stores redirected, redirectUrl, redirectMethod and
   * tells the lender. The page leaves when it settles (keep it short: the applicant is waiting).
   */
  onLeave: (redirect: PartnerRedirect) => void | Promise<void>;
  /** GET navigation; injectable for tests. */
  navigate?: (url: string) => void;
  /**
   * The applicant already left for this partner from this tab and came back (the back button, a reload): no
   * countdown then, or back would bounce them straight to the partner again. They go on when they choose.
   */
  returned?: boolean;
}

export function redirectUrlWithFields(redirect: PartnerRedirect): string {
  const url = new URL(redirect.url);
  for (const [key, value] of Object.entries(redirect.fields)) url.searchParams.set(key, value);
  return url.href;
}

/**
 * /redirected: says which partner continues the application and why, then goes there with the server's method
 * (a GET navigation, or a POST form the page builds). A countdown gives time to read; the applicant can go now or
 * stop the countdown (WCAG 2.2.1).
 */
export function RedirectPage({
  redirect,
  onLeave,
  navigate = (url) => window.location.assign(url),
  returned = false,
}: RedirectPageProps) {
  const { t } = useTranslation('outcomes');
  const headingRef = usePageHeadingFocus<HTMLHeadingElement>();
  const formRef = useRef<HTMLFormElement>(null);
  const [secondsLeft, setSecondsLeft] = useState(REDIRECT_DELAY_SECONDS);
  const [paused, setPaused] = useState(returned);
  const [cameBack, setCameBack] = useState(false);
  const left = useRef(false);

  const go = async () => {
    if (left.current) return;
    left.current = true;
    await onLeave(redirect);
    if (redirect.method === 'POST') formRef.current?.submit();
    else navigate(redirectUrlWithFields(redirect));
  };
  const goWhenTimeIsUp = useEffectEvent(() => void go());

  // Back from the partner, the browser may show this very page from its back-forward cache, state and all: it
  // must not count as gone (the button would do nothing) nor count down again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      left.current = false;
      setCameBack(true);
      setPaused(true);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  useEffect(() => {
    if (paused) return;
    if (secondsLeft <= 0) {
      goWhenTimeIsUp();
      return;
    }
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft, paused]);

  const partner = redirect.partner.name;
  return (
    <section aria-labelledby="redirect-title" data-testid="redirect-page">
      <h1 id="redirect-title" ref={headingRef} tabIndex={-1}>
        {t('redirected.title', { partner })}
      </h1>
      <p>{t('redirected.body', { partner })}</p>
      <p aria-live="polite">
        {returned || cameBack
          ? t('redirected.returned', { partner })
          : paused
            ? t('redirected.paused')
            : t('redirected.countdown', { count: Math.max(secondsLeft, 0), partner })}
      </p>
      <form ref={formRef} method="post" action={redirect.url} onSubmit={(event) => event.preventDefault()}>
        {Object.entries(redirect.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      </form>
      <div className="step-actions">
        {!paused && (
          <button type="button" className="button button--secondary" onClick={() => setPaused(true)}>
            {t('redirected.stay')}
          </button>
        )}
        <button type="button" className="button" onClick={() => void go()}>
          {t('redirected.goNow', { partner })}
        </button>
      </div>
    </section>
  );
}
