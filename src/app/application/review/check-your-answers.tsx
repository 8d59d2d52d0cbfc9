/**
 * Check your answers (WCAG 3.3.4): before the application goes to a lender, every step the applicant filled in,
 * each answer as they gave it, a Change link back to the step (which returns here once sent again) and one button
 * that sends the application. The page kinds' routes (classic, dynamic) hand it their pages and answers.
 */
import './check-your-answers.css';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Link } from '#shared/routing/links.tsx';
import { FIELD_REGISTRY } from '#features/dynamic-form/field-registry.ts';
import { fieldTypeModule } from '#features/dynamic-form/field-types/index.ts';
import { MARKET_RULES } from '#features/dynamic-form/ui/market-rules.ts';
import type { Answers, DynamicPage } from '#features/funnel/form-model/types.ts';
import type { CountryRules } from '#markets/country-validation.ts';
import { usePageHeadingFocus } from '#shared/ui/use-page-heading-focus.ts';
import { formatAnswer, type AnswerText } from './format-answer.ts';
import { reviewGroups } from './review-answers.ts';
import { changeHref, REVIEW_NAMESPACES } from './review-path.ts';
import { useOutcomeRoutesPreloaded } from '../outcomes/lazy-outcome-routes.ts';

export interface CheckYourAnswersProps {
  pages: readonly DynamicPage[];
  answers: Answers;
  onSend: () => void;
  rules?: CountryRules;
}

function Answer({ answer }: { answer: AnswerText }) {
  const { t } = useTranslation(REVIEW_NAMESPACES);
  if (answer.kind === 'text') return <>{answer.text}</>;
  return (
    <>
      <span aria-hidden="true">
        {answer.hidden}
        {answer.shown}
      </span>
      <span className="visually-hidden">{t('review:maskedEnding', { last: answer.shown })}</span>
    </>
  );
}

export function CheckYourAnswers({ pages, answers, onSend, rules = MARKET_RULES }: CheckYourAnswersProps) {
  const { t } = useTranslation(REVIEW_NAMESPACES);
  const headingRef = usePageHeadingFocus<HTMLHeadingElement>();
  useOutcomeRoutesPreloaded();
  const groups = reviewGroups(pages, answers);

  return (
    <section className="review" aria-labelledby="review-title">
      <h1 id="review-title" ref={headingRef} tabIndex={-1}>
        {t('review:title')}
      </h1>
      <p>{t('review:intro')}</p>
      {groups.map((group) => {
        const title = t(`fields:steps.${group.path}.title`);
        const headingId = `review-${group.path}`;
        return (
          <section key={group.path} className="review-group" aria-labelledby={headingId}>
            <div className="review-group-header">
              <h2 id={headingId}>{title}</h2>
              <Link className="review-change" to={changeHref(group.path)}>
                {t('review:change')} <span className="visually-hidden">{title}</span>
              </Link>
            </div>
            <dl className="review-answers">
              {group.items.map((item) => {
                const field = FIELD_REGISTRY[item.name];
                const { textContext } = fieldTypeModule(field.type);
                // The label as the form shows it: a term's label names its unit (days or months).
                const context = textContext ? { context: textContext(rules) } : {};
                return (
                  <div key={item.name} className="review-answer">
                    <dt>{t(`fields:${field.labelKey}`, context)}</dt>
                    <dd data-testid={`answer-${item.name}`}>
                      <Answer answer={formatAnswer(field, item.definition, item.value, rules, t)} />
                    </dd>
                  </div>
                );
              })}
            </dl>
          </section>
        );
      })}
      <p>{t('review:declaration')}</p>
      <button type="button" className="button review-send" onClick={onSend}>
        {t('review:send')}
      </button>
    </section>
  );
}
