/**
 * /id-upload (state 30): the identity document, on one page. First its details (type, number, optional dates),
 * sent with POST /lead/documentId; then its images (front, back unless a passport, an optional selfie), each
 * sent on its own with POST /lead/idUpload. The server completes the state on any of these calls, but the step is
 * only done when the details and every image asked for are in: the funnel moves on with the answer of the last
 * call that completes it. A failed image keeps the others and can be sent again alone. "I will bring it later"
 * is POST /lead/skip-document-upload. The details are kept as a draft; the files never are.
 */
import { useRef, useState } from 'react';
import type { FieldError, FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-client-context';
import { skipDocumentUpload } from './api/skip-document-upload';
import { submitDocumentId } from './api/submit-document-id';
import { ChoiceGroupField } from '../../../shared/ui/form/choice-group-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { todayIso } from '../../../shared/lib/dates';
import { dateFormatParams } from '../../../shared/i18n/date-format-params';
import { market } from '../../../markets/market';
import { useProgressStoreApi } from '../../funnel/progress-store-context';
import { AfterOfferStep, fieldErrorText } from '../after-offer-step';
import { applyServerErrors, fieldIdOf, useAfterOfferForm } from '../use-after-offer-form';
import { useAfterOfferStepCall } from '../use-step-call';
import { useStepMessages } from '../use-step-messages';
import {
  documentIdBody,
  DOCUMENT_TYPES,
  ID_DOCUMENT_DEFAULTS,
  idDocumentSchema,
  type IdDocumentValues,
} from './id-upload-document';
import { sidesFor, type SideRule, type UploadSide } from './id-upload-files';
import { useIdUploads, type Uploads } from './id-upload-uploads';
import { IdUploadFileField } from './id-upload-file-field';

const NAMESPACE = 'after-offer-identity';

/** Whether every image asked for is sent, and no chosen optional one is left unsent. */
function allUploaded(sides: readonly SideRule[], uploads: Uploads): boolean {
  return sides.every(({ side, required }) => {
    const { status } = uploads[side];
    return status === 'uploaded' || (!required && status === 'empty');
  });
}

/** The message a side shows at its field, if any (a missing required image only once sending was tried). */
function fileMessage(rule: SideRule, uploads: Uploads, attempted: boolean): string | undefined {
  const upload = uploads[rule.side];
  if (upload.status === 'invalid' || upload.status === 'failed') return upload.message;
  if (attempted && rule.required && upload.status === 'empty') return `idUpload.errors.${rule.side}Required`;
  return undefined;
}

export default function IdUploadPage() {
  const { t } = useTranslation(NAMESPACE);
  const client = useApiClient();
  const store = useProgressStoreApi();
  const step = useAfterOfferStepCall();
  const { uploads, latest, choose, upload } = useIdUploads();
  const [today] = useState(todayIso);
  const form = useAfterOfferForm<IdDocumentValues>({
    draftKey: '/id-upload',
    schema: idDocumentSchema(today),
    defaults: ID_DOCUMENT_DEFAULTS,
  });
  const messageText = useStepMessages(NAMESPACE);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  // The details last accepted by the server, and the state its latest answer named.
  const sentDocument = useRef<string | undefined>(undefined);
  const answeredState = useRef<number | undefined>(undefined);

  // The field holds whatever was chosen (or a stored draft); only a known type changes which images are asked for.
  const chosenType = form.watch('documentType');
  const sides = sidesFor(DOCUMENT_TYPES.find((type) => type === chosenType) ?? '');

  // The images are no form fields: their errors join the form's under `files.<side>` for the summary.
  const fileErrors: Record<string, FieldError> = {};
  for (const rule of sides) {
    const message = fileMessage(rule, uploads, attempted);
    if (message) fileErrors[rule.side] = { type: 'file', message };
  }
  const formErrors: FieldErrors = form.formState.errors;
  const errors: FieldErrors = { ...formErrors };
  if (Object.keys(fileErrors).length > 0) errors.files = fileErrors;
  const errorOf = fieldErrorText(errors, messageText);

  /** Moves on once the details are in and every image asked for is sent, with the latest answer's state. */
  const moveOnIfDone = () => {
    if (sentDocument.current === undefined || answeredState.current === undefined) return;
    if (allUploaded(sides, latest.current)) store.getState().pushProgressState(answeredState.current);
  };

  const send = async (values: IdDocumentValues) => {
    setBusy(true);
    setFailed(false);
    setGeneralErrors([]);
    const body = documentIdBody(step.leadId, values);
    const bodyKey = JSON.stringify(body);
    if (sentDocument.current !== bodyKey) {
      const result = await submitDocumentId(client, body);
      if (!result.ok) {
        setBusy(false);
        if (result.error.fieldErrors.length > 0)
          setGeneralErrors(applyServerErrors(form, result.error.fieldErrors));
        else setFailed(true);
        return;
      }
      sentDocument.current = bodyKey;
      answeredState.current = result.data.state;
    }
    // One at a time: a phone holds one base64 copy in memory, and a failure does not stop the others.
    for (const { side } of sides) {
      const { status } = latest.current[side];
      if (status !== 'ready' && status !== 'failed') continue;
      const outcome = await upload(client, step.leadId, side);
      if (outcome.ok) answeredState.current = outcome.state;
    }
    setBusy(false);
    moveOnIfDone();
  };

  const retry = async (side: UploadSide) => {
    setBusy(true);
    const outcome = await upload(client, step.leadId, side);
    setBusy(false);
    if (outcome.ok) {
      answeredState.current = outcome.state;
      moveOnIfDone();
    }
  };

  const onSubmit = () => {
    setAttempted(true);
    const filesReady = sides.every(({ side, required }) => {
      const { status } = latest.current[side];
      return status !== 'invalid' && (!required || status !== 'empty');
    });
    void form.handleSubmit(async (values) => {
      if (filesReady) await send(values);
    })();
  };

  const sending = busy || step.busy;
  return (
    <AfterOfferStep
      title={t('idUpload.title')}
      intro={<p>{t('idUpload.intro')}</p>}
      errors={errors}
      generalErrors={generalErrors}
      submitCount={form.formState.submitCount}
      onSubmit={onSubmit}
      submitLabel={t('idUpload.submit')}
      busy={sending}
      failure={step.failure ?? (failed ? {} : null)}
      skip={{
        label: t('idUpload.later'),
        onSkip: () => void step.send((apiClient, id) => skipDocumentUpload(apiClient, { id })),
      }}
      messageText={messageText}
    >
      <ChoiceGroupField
        id={fieldIdOf('documentType')}
        label={t('idUpload.documentType')}
        error={errorOf('documentType')}
        choices={DOCUMENT_TYPES.map((value) => ({ value, label: t(`idUpload.documentTypes.${value}`) }))}
        {...form.register('documentType')}
      />
      <TextField
        id={fieldIdOf('documentNumber')}
        label={t('idUpload.documentNumber')}
        hint={t('idUpload.documentNumberHint')}
        error={errorOf('documentNumber')}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={30}
        {...form.register('documentNumber')}
      />
      <TextField
        id={fieldIdOf('issuedAt')}
        label={t('idUpload.issuedAt')}
        hint={t('idUpload.dateHint', dateFormatParams(market.country.dateStyle))}
        error={errorOf('issuedAt')}
        autoComplete="off"
        maxLength={10}
        {...form.register('issuedAt')}
      />
      <TextField
        id={fieldIdOf('expiresAt')}
        label={t('idUpload.expiresAt')}
        hint={t('idUpload.dateHint', dateFormatParams(market.country.dateStyle))}
        error={errorOf('expiresAt')}
        autoComplete="off"
        maxLength={10}
        {...form.register('expiresAt')}
      />
      <h2>{t('idUpload.imagesTitle')}</h2>
      <p>{t('idUpload.imagesIntro')}</p>
      {sides.map((rule) => (
        <IdUploadFileField
          key={rule.side}
          id={fieldIdOf(`files.${rule.side}`)}
          rule={rule}
          upload={uploads[rule.side]}
          error={errorOf(`files.${rule.side}`)}
          busy={sending}
          onChoose={(file) => choose(rule.side, file, rule.accepted)}
          onRetry={() => void retry(rule.side)}
        />
      ))}
    </AfterOfferStep>
  );
}
