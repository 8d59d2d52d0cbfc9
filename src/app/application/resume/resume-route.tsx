/**
 * /continue/{id}: resumes a saved lead from a link (email, SMS, another device). The lead is loaded by link
 * (v3, with the affiliate transaction id the landing carried), the store is restored, and the applicant lands
 * on the lead's step. A bad or expired link says so and offers a fresh start.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAttribution } from '../../../features/attribution/attribution-context';
import { useProgressStoreApi } from '../../../features/funnel/progress-store-context';
import { CHECKING_STATE, isAfterOfferState } from '../../../features/funnel/states';
import { buildPages } from '../../../features/funnel/form-model/build-pages';
import { market } from '../../../markets/market';
import { useDataPoints } from '../api/data-points';
import { useLeadByLinkV3 } from '../../../shared/api/operations/lead-by-link-v3';
import { usePageHeadingFocus } from '../../../shared/ui/use-page-heading-focus';
import { Spinner } from '../../shell/spinner';
import { useStartNewApplication } from '../use-start-new-application';
import { leadToAnswers } from './lead-answers';

export function ResumeRoute() {
  const { id = '' } = useParams();
  const attribution = useAttribution();
  const refTransactionId = attribution.affiliateReference.transactionId;
  const query = useLeadByLinkV3({
    id,
    urlType: 'continue',
    ...(refTransactionId ? { refTransactionId } : {}),
  });
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
    if (state === CHECKING_STATE || isAfterOfferState(state)) {
      actions.pushProgressState(state);
    } else {
      // A pre-offer lead continues at the first page it has not answered (the index works that out).
      void navigate('/', { replace: true });
    }
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
