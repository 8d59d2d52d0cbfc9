/**
 * One dynamic (v3) page as a form: fields from the registry, one zod schema per step, client and server errors.
 * The form's state and resolver are in use-step-form-state.ts, its error messages in step-errors.ts.
 */
import { memo, useEffect, useRef, type ReactNode } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { rememberTextsWhenIdle } from '#shared/i18n/texts-warm-up.ts';
import type { TFunction } from '#shared/i18n/translator.ts';
import type { DynamicFormConfig, DynamicStepPath } from '#contract/dynamic-form.ts';
import { ErrorSummary } from '#shared/ui/form/error-summary.tsx';
import { StepLayout } from '#shared/ui/step-layout.tsx';
import { relevantDataPoints } from '#features/funnel/form-model/conditions.ts';
import { FIELD_REGISTRY } from '../field-registry.ts';
import type { Answers, DynamicPage } from '#features/funnel/form-model/types.ts';
import type { CountryRules } from '#markets/country-validation.ts';
import { ChoicesLoaderContext, type LoadChoices } from '../field-types/select/choices-loader.tsx';
import { fieldKey, toDottedValues } from './field-keys.ts';
import type { StepValues } from './input-values.ts';
import { MARKET_RULES } from './market-rules.ts';
import { ModalFrame } from './modal-frame.tsx';
import { usePostcodeAutofill } from './postcode-autofill.ts';
import { StepField } from './step-field.tsx';
import { stepErrors, useServerErrors } from './step-errors.ts';
import { useDraftReporter } from './use-draft-reporter.ts';
import { useStepFormState } from './use-step-form-state.ts';
import { useMessageText } from '#shared/i18n/use-message-text.ts';
import { RepresentativeExample } from '#shared/ui/credit-cost/representative-example.tsx';
import { afterNextPaint } from '#shared/lib/yield-to-browser.ts';
import { stepCounter } from '#features/funnel/form-model/step-counter.ts';

export interface DynamicStepFormProps {
  page: DynamicPage;
  /** The whole configuration: a data point may depend on an answer given on this same page. */
  config: DynamicFormConfig;
  /** Saved answers by dotted name (submitted values). */
  answers: Answers;
  /** Unsubmitted input by dotted name, as onDraftChange reported it; it wins over answers. */
  draft?: Answers;
  /** Called with the page's relevant values by dotted name, parsed (numbers, ISO dates, booleans...). */
  onSubmit: (values: Answers) => void | Promise<void>;
  /** Back, and Escape on a modal step: the previous page's path. */
  onBack: (path: DynamicStepPath) => void;
  /** What the applicant has typed so far, by dotted name: once per 300 ms pause, and at once when the page goes away. */
  onDraftChange?: (values: Answers) => void;
  /** For 'api:country' and 'api:position' choices; otherwise a ChoicesLoaderContext provider above is used. */
  loadChoices?: LoadChoices;
  /** While the step is being sent: the button says so and a second press does nothing. */
  busy?: boolean;
  /** The build's country by default. */
  rules?: CountryRules;
  /** ISO date that birth-date and past-date rules count from; today by default. */
  today?: string;
  /**
   * The page counted as step 1 (a page before it has no number and no Back leads to it): the configuration's first
   * page by default. The classic form counts from personal details, its loan step being opened from the summary.
   */
  firstPage?: DynamicStepPath;
  /** Shown under the heading, above the fields (the classic first page's loan summary). */
  intro?: ReactNode;
  /**
   * Identifier fields (by name) filled before a reload: the browser does not keep identifiers, so an empty one says
   * why it is empty and asks for it again.
   */
  identifiersToRetype?: readonly string[];
}

/** A step on which the applicant chooses the loan: both its amount and its term are asked there. */
const choosesLoan = (shown: readonly { name: string }[]) =>
  shown.some((dataPoint) => dataPoint.name === 'amount') &&
  shown.some((dataPoint) => dataPoint.name === 'period');

/** Mount one per page; a new path starts a new form (values come from that page's answers and draft). */
export function DynamicStepForm(props: DynamicStepFormProps) {
  const form = <StepFormState key={props.page.path} {...props} />;
  return props.loadChoices ? (
    <ChoicesLoaderContext value={props.loadChoices}>{form}</ChoicesLoaderContext>
  ) : (
    form
  );
}

const lastSegment = (name: string) => name.slice(name.lastIndexOf('.') + 1);

/** The form's submit handler: Next answers at once and checks after the next paint, one press at a time. */
function usePressOnce(busy: boolean | undefined, submit: () => Promise<void>) {
  const pressWaiting = useRef(false);
  return (event: { preventDefault: () => void }) => {
    event.preventDefault();
    if (busy || pressWaiting.current) return;
    // Next answers in a frame of its own (issue 16, INP): the checks and the error summary come right after it,
    // not inside the press. One press at a time: a second one within that frame is the same press.
    pressWaiting.current = true;
    void afterNextPaint().then(() => {
      pressWaiting.current = false;
      return submit();
    });
  };
}

/** A field's extra lines: the postcode's colonias and notice, and why an identifier is empty again. */
function fieldNotes(
  name: string,
  autofill: ReturnType<typeof usePostcodeAutofill>,
  identifiersToRetype: readonly string[] | undefined,
  t: TFunction,
) {
  return {
    suggestions: name === 'contactDetails.suburb' ? autofill.colonias : undefined,
    note:
      name === 'contactDetails.postalCode' && autofill.notice
        ? t(`form.postcode.${autofill.notice}`)
        : undefined,
    emptyNote: identifiersToRetype?.includes(lastSegment(name)) ? t('form.retypeIdentifier') : undefined,
  };
}

/** The page's configured data points, and those a set of values shows (a condition may hide some). */
function stepFields({ page, config, answers }: DynamicStepFormProps) {
  const configured =
    config.forms.find((candidate) => candidate.path === page.path)?.dataPoints ?? page.dataPoints;
  const visibleFor = (values: Partial<StepValues>) => {
    const relevant = relevantDataPoints(config, { ...answers, ...toDottedValues(values) });
    return configured.filter((dataPoint) => relevant.has(dataPoint.name));
  };
  return { configured, visibleFor };
}

type StepForm = ReturnType<typeof useStepFormState>;

/**
 * The form's state, above the form drawn: react-hook-form's useForm renders its component again as the form mounts
 * (its readiness, set in a layout effect), and here that render draws nothing new. The form below, memoised, keeps its
 * props (the page's, and the form object, which useForm keeps) and follows the form's state through its own
 * subscriptions. A valid Next drew the next page twice before it was painted (docs/performance.md, "Warm steps").
 */
function StepFormState(props: DynamicStepFormProps) {
  const { configured, visibleFor } = stepFields(props);
  const form = useStepFormState(props, configured, visibleFor, props.rules ?? MARKET_RULES);
  return <StepFormView {...props} form={form} />;
}

const StepFormView = memo(function StepFormView(props: DynamicStepFormProps & { form: StepForm }) {
  const { page, config, rules = MARKET_RULES, onBack, form } = props;
  const { t, i18n } = useTranslation('fields');
  // The other pages' texts worked out while the applicant reads this one: the next page draws them from memory.
  useEffect(() => rememberTextsWhenIdle(i18n, 'fields'), [i18n]);
  const messageText = useMessageText();
  const { configured, visibleFor } = stepFields(props);
  const values: Partial<StepValues> = useWatch({ control: form.control });
  const visible = visibleFor(values);
  const draft = useDraftReporter(form, props.onDraftChange);
  const autofill = usePostcodeAutofill(
    form,
    visible.map((dataPoint) => dataPoint.name).join('|'),
    rules.patterns.postalCode,
  );

  const { server, dismissal, dismissServerError } = useServerErrors(configured, page);

  const { errors, submitCount } = useFormState({ control: form.control });
  const { errorOf, summary } = stepErrors(errors, server, dismissal.keys, visible, messageText);
  const serverSignature = page.errors.map((error) => `${error.fieldName}:${error.message}`).join('|');

  const submit = form.handleSubmit(async (parsed) => {
    draft.cancel();
    await props.onSubmit(toDottedValues(parsed));
  });
  const onPress = usePressOnce(props.busy, submit);

  const counter = stepCounter(page, props.firstPage ?? config.firstPage);
  // Step 1 has no Back: the applicant has seen no page before it.
  const previous = counter?.current === 1 ? null : page.prevButtonFormPath;
  const layout: ReactNode = (
    <StepLayout
      title={t(`steps.${page.path}.title`)}
      {...(counter && { progress: { ...counter, label: t('form.progress', { ...counter }) } })}
      intro={props.intro}
      errorSummary={
        <ErrorSummary
          title={t('form.errorSummaryTitle')}
          errors={summary}
          focusKey={`${submitCount}|${serverSignature}`}
        />
      }
      onSubmit={onPress}
      submitLabel={page.nextButtonFormPath ? t('form.next') : t('form.submit')}
      busyLabel={t('form.sending')}
      busy={props.busy ?? false}
      {...(previous ? { back: { label: t('form.back'), onClick: () => onBack(previous) } } : {})}
    >
      {visible.map((dataPoint) => {
        const key = fieldKey(dataPoint.name);
        return (
          <StepField
            key={key}
            name={key}
            control={form.control}
            field={FIELD_REGISTRY[dataPoint.name]}
            dataPoint={dataPoint}
            rules={rules}
            error={errorOf(key)}
            {...fieldNotes(dataPoint.name, autofill, props.identifiersToRetype, t)}
            onEdited={dismissServerError}
          />
        );
      })}
      {/* Where the applicant chooses amount and term, what that loan costs (issue 30), following what is typed. */}
      {choosesLoan(visible) && <RepresentativeExample amount={values.amount} term={values.period} />}
    </StepLayout>
  );

  if (page.type !== 'modal') return layout;
  return (
    <ModalFrame
      backgroundTitle={previous ? t(`steps.${previous}.title`) : ''}
      {...(previous ? { onEscape: () => onBack(previous) } : {})}
    >
      {layout}
    </ModalFrame>
  );
});
