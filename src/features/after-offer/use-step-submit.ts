/**
 * The submit wiring every after-offer form shares: validate, send the step call the values make, follow the
 * server's next state, and put a refusal back on the form (at its fields, the rest in the error summary). It also
 * hands `AfterOfferStep` the props it needs, so a screen only says what it sends.
 */
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { FieldError } from '#shared/api/api-error.ts';
import { fieldErrorText, type AfterOfferStepProps } from './after-offer-step.tsx';
import { applyServerErrors } from './use-after-offer-form.ts';
import {
  useAfterOfferStepCall,
  type AfterOfferStepCall,
  type StepCall,
  type StepOutcome,
} from './use-step-call.ts';
import { useStepMessages, type MessageText } from './use-step-messages.ts';

export interface StepSubmitOptions {
  /** The step's translation namespace: its own message keys are looked up there. */
  namespace: string;
  /** The form field a server field name belongs to; undefined puts the message in the summary only. */
  fieldOf?: (serverName: string) => string | undefined;
  /** Rewrites the server's field errors before they are placed (a step's own wording for a refusal). */
  mapErrors?: (errors: readonly FieldError[]) => readonly FieldError[];
}

/** The props of `AfterOfferStep` that come from the form and the call, not from the screen. */
export type StepFrameProps = Pick<
  AfterOfferStepProps,
  'errors' | 'generalErrors' | 'submitCount' | 'busy' | 'failure' | 'messageText'
>;

/** `Output` is what the form's schema makes of its values: what a submit handler is given. */
export interface StepSubmit<Output extends FieldValues = FieldValues> {
  step: AfterOfferStepCall;
  messageText: MessageText;
  /** The text of a field's error, for the field itself. */
  errorOf: (name: string) => string | undefined;
  /**
   * A submit handler: once the form is valid, sends the call `toCall` makes of the validated values; `onSent`
   * runs when the server took it (the funnel has already moved on).
   */
  submitWith(
    toCall: (valid: Output) => StepCall | Promise<StepCall>,
    onSent?: () => void,
  ): () => Promise<void>;
  /** Leaves the optional step out (POST /lead/skip/{id}); a refusal of that is shown as any other. */
  skip(): Promise<void>;
  frame: StepFrameProps;
}

export function useStepSubmit<Input extends FieldValues, Output extends FieldValues>(
  form: UseFormReturn<Input, unknown, Output>,
  options: StepSubmitOptions,
): StepSubmit<Output> {
  const { namespace, fieldOf, mapErrors = (errors) => errors } = options;
  const step = useAfterOfferStepCall();
  const messageText = useStepMessages(namespace);
  const [generalErrors, setGeneralErrors] = useState<readonly string[]>([]);
  const { errors, submitCount } = form.formState;

  const settle = (outcome: StepOutcome, onSent?: () => void) => {
    if (outcome.ok) onSent?.();
    else setGeneralErrors(applyServerErrors(form, mapErrors(outcome.fieldErrors), fieldOf));
  };

  const submitWith: StepSubmit<Output>['submitWith'] = (toCall, onSent) =>
    form.handleSubmit(async (valid) => {
      setGeneralErrors([]);
      settle(await step.send(await toCall(valid)), onSent);
    });

  const skip = async () => {
    setGeneralErrors([]);
    settle(await step.skip());
  };

  return {
    step,
    messageText,
    errorOf: fieldErrorText(errors, messageText),
    submitWith,
    skip,
    frame: { errors, generalErrors, submitCount, busy: step.busy, failure: step.failure, messageText },
  };
}
