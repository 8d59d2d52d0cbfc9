/**
 * The frame every after-offer step shares: the step layout (heading focused on arrival), the error summary of
 * client and server errors with links to the fields, a notice when sending failed for another reason, and an
 * optional "skip" for steps the lender lets the applicant leave out.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import type { FieldErrors } from 'react-hook-form';
import { ErrorSummary } from '#shared/ui/form/error-summary.tsx';
import { StepLayout } from '#shared/ui/step-layout.tsx';
import { fieldIdOf, flattenErrors } from './use-after-offer-form.ts';
import type { MessageText } from './use-step-messages.ts';
import { SaveFailedAlert, type SaveFailure } from '#shared/ui/save-failed-alert.tsx';

export interface AfterOfferStepProps {
  title: string;
  intro?: ReactNode;
  /** The form's errors (react-hook-form), client and server alike. */
  errors: FieldErrors;
  /** Server messages no field shows. */
  generalErrors?: readonly string[];
  /** Bumped on every submit, so the summary takes focus again. */
  submitCount: number;
  onSubmit: () => void;
  submitLabel?: string;
  busy: boolean;
  /** Sending failed for no field's reason (and the wait the API asked for, if any). */
  failure: SaveFailure | null;
  skip?: { label: string; onSkip: () => void };
  /** Message keys to text (useStepMessages of the step's namespace). */
  messageText: MessageText;
  children: ReactNode;
}

export function AfterOfferStep(props: AfterOfferStepProps) {
  const { t } = useTranslation('fields');
  const text = props.messageText;
  const summary = [
    ...flattenErrors(props.errors).map((error) => ({
      fieldId: fieldIdOf(error.name),
      message: text(error.message),
    })),
    ...(props.generalErrors ?? []).map((message) => ({ message: text(message) })),
  ];

  return (
    <StepLayout
      title={props.title}
      intro={
        <>
          {props.intro}
          {props.failure && <SaveFailedAlert failure={props.failure} testId="step-failed" />}
        </>
      }
      errorSummary={
        <ErrorSummary title={t('form.errorSummaryTitle')} errors={summary} focusKey={props.submitCount} />
      }
      onSubmit={(event) => {
        event.preventDefault();
        if (!props.busy) props.onSubmit();
      }}
      submitLabel={props.submitLabel ?? t('form.next')}
      busyLabel={t('form.sending')}
      busy={props.busy}
      {...(props.skip
        ? { back: { label: props.skip.label, onClick: () => !props.busy && props.skip?.onSkip() } }
        : {})}
    >
      {props.children}
    </StepLayout>
  );
}

/** The text of a field's error, for the field itself (the same text the summary shows). */
export function fieldErrorText(errors: FieldErrors, messageText: MessageText) {
  const all = flattenErrors(errors);
  return (name: string): string | undefined => {
    const found = all.find((error) => error.name === name);
    return found ? messageText(found.message) : undefined;
  };
}
