/**
 * One image of the identity document: a file input (its label, hint and error tied to it like every field),
 * then what was chosen: a thumbnail of an image, its status while it is sent, and "try again" when its upload
 * failed, which sends this file alone.
 */
import { useRef } from 'react';
import { useTranslation } from '#shared/i18n/use-translation.ts';
import { Field } from '#shared/ui/form/field.tsx';
import type { SideRule } from './id-upload-files.ts';
import type { SideUpload } from './id-upload-uploads.ts';

export interface IdUploadFileFieldProps {
  id: string;
  rule: SideRule;
  upload: SideUpload;
  error: string | undefined;
  /** Sending (this or another call): the file cannot be changed meanwhile. */
  busy: boolean;
  onChoose: (file: File | undefined) => void;
  onRetry: () => void;
}

export function IdUploadFileField({
  id,
  rule,
  upload,
  error,
  busy,
  onChoose,
  onRetry,
}: IdUploadFileFieldProps) {
  const { t } = useTranslation('after-offer-identity');
  const input = useRef<HTMLInputElement>(null);
  const label = t(`idUpload.sides.${rule.side}.label`);
  const name = upload.file?.name;

  const clear = () => {
    if (input.current) input.current.value = '';
    onChoose(undefined);
  };

  return (
    <Field id={id} label={label} hint={t(`idUpload.sides.${rule.side}.hint`)} error={error}>
      {(control) => (
        <>
          <input
            ref={input}
            type="file"
            name={rule.side}
            accept={rule.accepted.join(',')}
            // The selfie is taken with the front camera on phones; document sides may also be a saved scan or PDF.
            {...(rule.side === 'selfie' ? { capture: 'user' as const } : {})}
            disabled={busy}
            onChange={(event) => onChoose(event.target.files?.[0])}
            {...control}
          />
          {upload.status !== 'empty' && (
            <div className="upload-chosen" data-testid={`upload-${rule.side}`}>
              {upload.previewUrl && upload.status !== 'invalid' && (
                // A fixed box the photo is fitted into: the text below does not move when the preview decodes.
                <img
                  src={upload.previewUrl}
                  alt={t('idUpload.previewAlt', { side: label })}
                  width={192}
                  height={128}
                  style={{ display: 'block', objectFit: 'contain', marginBlock: '0.5rem' }}
                />
              )}
              <p role="status">
                {name && <span>{name}: </span>}
                {t(`idUpload.status.${upload.status}`)}
              </p>
              {upload.status === 'uploading' && (
                <progress aria-label={t('idUpload.uploadingLabel', { side: label })} />
              )}
              <div className="step-links">
                {upload.status === 'failed' && (
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={busy}
                    onClick={onRetry}
                  >
                    {t('idUpload.retry', { side: label })}
                  </button>
                )}
                {upload.status !== 'uploaded' && upload.status !== 'uploading' && (
                  <button type="button" className="button button--link" disabled={busy} onClick={clear}>
                    {t('idUpload.remove', { side: label })}
                  </button>
                )}
              </div>
            </div>
          )}
        </>
      )}
    </Field>
  );
}
