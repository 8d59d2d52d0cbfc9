/**
 * The form every consent screen shares: one checkbox per consent, each with its title, its statement, whether it
 * is required and a link to the full document. Nothing is ticked for the applicant (only what they accepted
 * earlier); "accept all" ticks every box, each of which stays visible and can be unticked. A required consent left
 * unticked is refused at its checkbox and in the summary, by its title, before anything is sent.
 */
import './consents.css';
import { useCallback, useState, type ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import type { FieldError } from '#shared/api/api-error.ts';
import { CheckboxField } from '#shared/ui/form/checkbox-field.tsx';
import { decodeMessage } from '#shared/i18n/encoded-message.ts';
import { AfterOfferStep, fieldErrorText } from '../after-offer-step.tsx';
import { applyServerErrors, fieldIdOf, useAfterOfferForm } from '../use-after-offer-form.ts';
import { useStepMessages, withParams, type MessageText } from '../use-step-messages.ts';
import {
  answersOf,
  consentDefaults,
  consentField,
  consentsSchema,
  serverFieldOf,
  type ConsentAnswer,
  type ConsentItem,
  type ConsentValues,
} from './consent-items.ts';
import type { SaveFailure } from '#shared/ui/save-failed-alert.tsx';

export const CONSENTS_NS = 'after-offer-consents';
/**
 * Every namespace the step shows text from (its own, the loading notice, the form frame, validation messages):
 * asked for together on arrival, so they load at once instead of one after another as each part renders.
 */
export const STEP_NAMESPACES = [CONSENTS_NS, 'after-offer', 'fields', 'validation'];
const REQUIRED_ACCEPT = 'validation.required.accept';

export type SendOutcome = { ok: true } | { ok: false; fieldErrors: readonly FieldError[] };

export interface ConsentsFormProps {
  /** The step's route: the draft of what is ticked is kept under it. */
  draftKey: string;
  items: readonly ConsentItem[];
  /** How the server names the answers in its field errors (`policies.0.accepted`, `consents.0.accepted`). */
  list: 'policies' | 'consents';
  title: string;
  intro: ReactNode;
  submitLabel?: string;
  busy: boolean;
  failure: SaveFailure | null;
  send(answers: ConsentAnswer[]): Promise<SendOutcome>;
}

/** The server's field errors, with its "tick the box" given the consent's title, as the same refusal typed here is. */
function withConsentTitles(
  fieldErrors: readonly FieldError[],
  items: readonly ConsentItem[],
  fieldOf: (serverName: string) => string | undefined,
): FieldError[] {
  return fieldErrors.map((error) => {
    const item = items.find((candidate) => consentField(candidate.id) === fieldOf(error.fieldName));
    return item && error.message === REQUIRED_ACCEPT
      ? { ...error, message: withParams(REQUIRED_ACCEPT, { consent: item.title }) }
      : error;
  });
}

/** One consent of the list: its checkbox (title, required or optional, statement) and the link to its document. */
function ConsentListItem({
  item,
  register,
  error,
}: {
  item: ConsentItem;
  register: UseFormRegister<ConsentValues>;
  error: string | undefined;
}) {
  const { t } = useTranslation(CONSENTS_NS);
  const name = consentField(item.id);
  return (
    <li className="consent">
      <CheckboxField
        id={fieldIdOf(name)}
        label={
          <>
            <span className="consent-title">
              {item.title}{' '}
              <span className="consent-marker">({item.required ? t('required') : t('optional')})</span>
            </span>
            {/* A space, so the checkbox's name does not run the title into the statement. */}
            {item.text && (
              <>
                {' '}
                <span className="consent-text">{item.text}</span>
              </>
            )}
          </>
        }
        error={error}
        {...register(name)}
      />
      {item.url && (
        <p className="consent-document">
          <a href={item.url} target="_blank" rel="noopener noreferrer">
            {t('readDocument', { title: item.title })}
            <span className="visually-hidden"> {t('newWindow')}</span>
          </a>
        </p>
      )}
    </li>
  );
}

export function ConsentsForm(props: ConsentsFormProps) {
  const { items, list } = props;
  const { t } = useTranslation(CONSENTS_NS);
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  const [allTicked, setAllTicked] = useState(false);
  const messageText = useConsentMessages();
  const form = useAfterOfferForm<ConsentValues>({
    draftKey: props.draftKey,
    schema: consentsSchema(items, (item) => withParams(REQUIRED_ACCEPT, { consent: item.title })),
    defaults: consentDefaults(items),
  });
  const errorOf = fieldErrorText(form.formState.errors, messageText);

  const submit = form.handleSubmit(async (values) => {
    setGeneralErrors([]);
    const outcome = await props.send(answersOf(items, values));
    if (outcome.ok) return;
    const fieldOf = serverFieldOf(list, items);
    setGeneralErrors(
      applyServerErrors(form, withConsentTitles(outcome.fieldErrors, items, fieldOf), fieldOf),
    );
  });

  const acceptAll = () => {
    for (const item of items) {
      form.setValue(consentField(item.id), true, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
    }
    setAllTicked(true);
  };

  return (
    <AfterOfferStep
      title={props.title}
      intro={props.intro}
      errors={form.formState.errors}
      generalErrors={generalErrors}
      submitCount={form.formState.submitCount}
      onSubmit={() => void submit()}
      {...(props.submitLabel ? { submitLabel: props.submitLabel } : {})}
      busy={props.busy}
      failure={props.failure}
      messageText={messageText}
    >
      {items.length > 1 && (
        <div className="consents-accept-all">
          <button type="button" className="button button--secondary" onClick={acceptAll}>
            {t('acceptAll')}
          </button>
          <p role="status" className="field-hint">
            {allTicked ? t('acceptAllDone') : ''}
          </p>
        </div>
      )}
      <ul className="consent-list">
        {items.map((item) => (
          <ConsentListItem
            key={item.id}
            item={item}
            register={form.register}
            error={errorOf(consentField(item.id))}
          />
        ))}
      </ul>
    </AfterOfferStep>
  );
}

/** The step's messages, with "tick the box" naming the consent, so the summary's links tell them apart. */
function useConsentMessages(): MessageText {
  const { t } = useTranslation(CONSENTS_NS);
  const base = useStepMessages(CONSENTS_NS);
  return useCallback(
    (message: string) => {
      const { key, params } = decodeMessage(message);
      const consent = params?.consent;
      return key === REQUIRED_ACCEPT && typeof consent === 'string'
        ? t('errors.accept', { consent })
        : base(message);
    },
    [t, base],
  );
}
