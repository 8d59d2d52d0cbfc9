/**
 * /continue/{token}: resumes a saved lead from its resume link (email, SMS, another device; docs/adr/0027). The link
 * is used once for the lead and this tab's credential, the store is restored, and the applicant lands on the lead's
 * step, the token gone from the address bar. A used, expired or forged link says so and offers a fresh start.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { useNavigate } from '#shared/routing/router.tsx';
import { useParams } from '#shared/routing/routes.tsx';
import { useProgressStoreApi } from '#features/funnel/progress-store-context.tsx';
import { CHECKING_STATE, isAfterOfferState } from '#features/funnel/states.ts';
import { buildPages } from '#features/funnel/form-model/build-pages.ts';
import { market } from '#markets/market.ts';
import { useDataPoints } from '../api/data-points.ts';
import { useResumeLink } from '#shared/api/operations/exchange-resume-link.ts';
import { usePageHeadingFocus } from '#shared/ui/use-page-heading-focus.ts';
import { Spinner } from '../../shell/spinner.tsx';
import { useStartNewApplication } from '../use-start-new-application.ts';
import { leadToAnswers } from './lead-answers.ts';

export function ResumeRoute() {
  const { token = '' } = useParams();
  const query = useResumeLink(token);
  const config = useDataPoints({ country: market.target.country, product: market.target.product });
  const store = useProgressStoreApi();
  const navigate = useNavigate();
  const restored = useRef(false);
  const startNewApplication = useStartNewApplication();

  useEffect(() => {
    if (!query.data || !config.data || restored.current) return;
    restored.current = true;
    const { lead, state } = query.data;
    const actions = store.getState();
    actions.clearState();
    actions.storeLeadId({ id: lead.id, leadStatus: state });
    const answers = leadToAnswers(lead);
    // Pages whose required questions the lead already answers count as done; the applicant goes on from there.
    const submitted = buildPages(config.data, answers)
      .filter((page) =>
        page.dataPoints.every((point) => !point.required || answers[point.name] !== undefined),
      )
      .map((page) => page.path);
    actions.setDynamicPages({ answers, submitted, serverErrors: [] });
    if (state === CHECKING_STATE || isAfterOfferState(state)) actions.pushProgressState(state);
    // The index sends a pre-offer lead to the first page it has not answered and a decided one to its step; the
    // link's token leaves the address bar (replace: not even Back brings it back).
    void navigate('/', { replace: true });
  }, [query.data, config.data, store, navigate]);

  if (query.isError) return <LinkNotValid onStartAgain={startNewApplication} />;
  return <Spinner neutral />;
}

export function LinkNotValid({ onStartAgain }: { onStartAgain: () => void }) {
  const { t } = useTranslation('outcomes');
  const headingRef = usePageHeadingFocus<HTMLHeadingElement>();
  return (
    <section aria-labelledby="resume-title" data-testid="resume-failed">
      <h1 id="resume-title" ref={headingRef} tabIndex={-1}>
        {t('resume.title')}
      </h1>
      <p>{t('resume.body')}</p>
      <button type="button" className="button" onClick={onStartAgain}>
        {t('resume.startAgain')}
      </button>
    </section>
  );
}
