/**
 * /id-upload (state 30): the identity document, on one page. First its details (type, number, optional dates),
 * sent with POST /lead/documentId; then its images (front, back unless a passport, an optional selfie), each
 * sent on its own with POST /lead/idUpload. The server completes the state on any of these calls, but the step is
 * only done when the details and every image asked for are in: the funnel moves on with the answer of the last
 * call that completes it. A failed image keeps the others and can be sent again alone. "I will bring it later"
 * is POST /lead/skip-document-upload. The details are kept as a draft; the files never are.
 */
import { useState } from 'react';
import type { FieldError, FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { skipDocumentUpload } from './api/skip-document-upload.ts';
import { ChoiceGroupField } from '#shared/ui/form/choice-group-field.tsx';
import { TextField } from '#shared/ui/form/text-field.tsx';
import { todayIso } from '#shared/lib/dates.ts';
import { dateFormatParams } from '#shared/i18n/date-format-params.ts';
import { market } from '#markets/market.ts';
import { AfterOfferStep, fieldErrorText } from '../after-offer-step.tsx';
import { fieldIdOf, useAfterOfferForm } from '../use-after-offer-form.ts';
import { useAfterOfferStepCall } from '../use-step-call.ts';
import { useStepMessages } from '../use-step-messages.ts';
import {
  DOCUMENT_TYPES,
  ID_DOCUMENT_DEFAULTS,
  idDocumentSchema,
  type IdDocumentValues,
} from './id-upload-document.ts';
import { sidesFor, type SideRule } from './id-upload-files.ts';
import { useIdUploads, type Uploads } from './id-upload-uploads.ts';
import { IdUploadFileField } from './id-upload-file-field.tsx';
import { useIdUploadSubmit } from './id-upload-submit.ts';

const NAMESPACE = 'after-offer-identity';

/** The message a side shows at its field, if any (a missing required image only once sending was tried). */
function fileMessage(rule: SideRule, uploads: Uploads, attempted: boolean): string | undefined {
  const upload = uploads[rule.side];
  if (upload.status === 'invalid' || upload.status === 'failed') return upload.message;
  if (attempted && rule.required && upload.status === 'empty') return `idUpload.errors.${rule.side}Required`;
  return undefined;
}

/** The form's errors with the images' ones joined under `files.<side>` (the images are no form fields). */
function withFileErrors(
  formErrors: FieldErrors,
  sides: readonly SideRule[],
  uploads: Uploads,
  attempted: boolean,
): FieldErrors {
  const fileErrors: Record<string, FieldError> = {};
  for (const rule of sides) {
    const message = fileMessage(rule, uploads, attempted);
    if (message) fileErrors[rule.side] = { type: 'file', message };
  }
  const errors: FieldErrors = { ...formErrors };
  if (Object.keys(fileErrors).length > 0) errors.files = fileErrors;
  return errors;
}

/** The document's details: its type, number and optional issue and expiry dates. */
function DocumentDetailsFields({
  register,
  errorOf,
}: {
  register: UseFormRegister<IdDocumentValues>;
  errorOf: (name: string) => string | undefined;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <ChoiceGroupField
        id={fieldIdOf('documentType')}
        label={t('idUpload.documentType')}
        error={errorOf('documentType')}
        choices={DOCUMENT_TYPES.map((value) => ({ value, label: t(`idUpload.documentTypes.${value}`) }))}
        {...register('documentType')}
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
        {...register('documentNumber')}
      />
      <TextField
        id={fieldIdOf('issuedAt')}
        label={t('idUpload.issuedAt')}
        hint={t('idUpload.dateHint', dateFormatParams(market.country.dateStyle))}
        error={errorOf('issuedAt')}
        autoComplete="off"
        maxLength={10}
        {...register('issuedAt')}
      />
      <TextField
        id={fieldIdOf('expiresAt')}
        label={t('idUpload.expiresAt')}
        hint={t('idUpload.dateHint', dateFormatParams(market.country.dateStyle))}
        error={errorOf('expiresAt')}
        autoComplete="off"
        maxLength={10}
        {...register('expiresAt')}
      />
    </>
  );
}

export default function IdUploadPage() {
  const { t } = useTranslation(NAMESPACE);
  const step = useAfterOfferStepCall();
  const { uploads, latest, choose, upload } = useIdUploads();
  const [today] = useState(todayIso);
  const form = useAfterOfferForm<IdDocumentValues>({
    draftKey: '/id-upload',
    schema: idDocumentSchema(today),
    defaults: ID_DOCUMENT_DEFAULTS,
  });
  const messageText = useStepMessages(NAMESPACE);
  const [attempted, setAttempted] = useState(false);

  // The field holds whatever was chosen (or a stored draft); only a known type changes which images are asked for.
  const chosenType = form.watch('documentType');
  const sides = sidesFor(DOCUMENT_TYPES.find((type) => type === chosenType) ?? '');
  const { busy, failed, generalErrors, send, retry } = useIdUploadSubmit({
    form,
    step,
    sides,
    latest,
    upload,
  });

  const errors = withFileErrors(form.formState.errors, sides, uploads, attempted);
  const errorOf = fieldErrorText(errors, messageText);

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
      <DocumentDetailsFields register={form.register} errorOf={errorOf} />
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
