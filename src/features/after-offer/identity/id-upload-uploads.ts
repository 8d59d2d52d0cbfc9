/**
 * The images chosen on the identity-document step, one per side, each with its own status: checked when
 * chosen, read as base64 and sent on its own, so a failed upload leaves the others uploaded and can be retried
 * by itself. The files live in component state only (never in a draft or storage); a preview of an image is an
 * object URL, released when the file is replaced or the page is left.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '#shared/api/http-client.ts';
import { uploadId } from './api/upload-id.ts';
import {
  checkFile,
  MAX_MEGABYTES,
  readFileAsBase64,
  uploadFileName,
  type UploadContentType,
  type UploadSide,
} from './id-upload-files.ts';
import { withParams } from '../use-step-messages.ts';

export type UploadStatus = 'empty' | 'invalid' | 'ready' | 'uploading' | 'uploaded' | 'failed';

export interface SideUpload {
  status: UploadStatus;
  file?: File;
  contentType?: UploadContentType;
  /** A message key (invalid or failed) or the server's own message. */
  message?: string;
  /** Object URL of an image, for the thumbnail. */
  previewUrl?: string;
}

export type Uploads = Record<UploadSide, SideUpload>;

const EMPTY: Uploads = { front: { status: 'empty' }, back: { status: 'empty' }, selfie: { status: 'empty' } };

export type UploadOutcome = { ok: true; state: number } | { ok: false };

/** An object URL for the thumbnail; none where there are no object URLs (jsdom, old browsers): the name shows. */
function previewOf(file: File): string | undefined {
  if (typeof URL.createObjectURL !== 'function') return undefined;
  try {
    return URL.createObjectURL(file);
  } catch {
    return undefined;
  }
}

function releasePreview(upload: SideUpload | undefined) {
  if (upload?.previewUrl && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(upload.previewUrl);
}

export function useIdUploads() {
  const [uploads, setUploads] = useState<Uploads>(EMPTY);
  // The latest state for the async sends, which outlive the render that started them.
  const latest = useRef(uploads);

  const update = useCallback((side: UploadSide, next: SideUpload) => {
    latest.current = { ...latest.current, [side]: next };
    setUploads(latest.current);
  }, []);

  useEffect(
    () => () => {
      for (const upload of Object.values(latest.current)) releasePreview(upload);
    },
    [],
  );

  /** A file was chosen (or the choice cleared): checked at once, so a wrong file is said before sending. */
  const choose = useCallback(
    (side: UploadSide, file: File | undefined, accepted: readonly UploadContentType[]) => {
      releasePreview(latest.current[side]);
      if (!file) {
        update(side, { status: 'empty' });
        return;
      }
      const check = checkFile(file, accepted);
      if (!check.ok) {
        update(side, { status: 'invalid', file, message: check.message });
        return;
      }
      const previewUrl = check.contentType === 'application/pdf' ? undefined : previewOf(file);
      update(side, {
        status: 'ready',
        file,
        contentType: check.contentType,
        ...(previewUrl ? { previewUrl } : {}),
      });
    },
    [update],
  );

  /** Reads the side's file and sends it; the answer's state is returned, the funnel is not moved here. */
  const upload = useCallback(
    async (client: ApiClient, id: string, side: UploadSide): Promise<UploadOutcome> => {
      const chosen = latest.current[side];
      const { file, contentType } = chosen;
      if (!file || !contentType) return { ok: false };
      const base = { file, contentType, ...(chosen.previewUrl ? { previewUrl: chosen.previewUrl } : {}) };
      update(side, { ...base, status: 'uploading' });
      let dataBase64: string;
      try {
        dataBase64 = await readFileAsBase64(file);
      } catch {
        update(side, { ...base, status: 'invalid', message: 'idUpload.errors.fileRead' });
        return { ok: false };
      }
      const result = await uploadId(client, {
        id,
        side,
        fileName: uploadFileName(file.name, side, contentType),
        contentType,
        dataBase64,
      });
      // The upload may have been replaced by another file meanwhile: its own status wins.
      if (latest.current[side].file !== file)
        return result.ok ? { ok: true, state: result.data.state } : { ok: false };
      if (result.ok) {
        update(side, { ...base, status: 'uploaded' });
        return { ok: true, state: result.data.state };
      }
      const message =
        result.error.httpStatus === 413
          ? withParams('idUpload.errors.fileSize', { max: MAX_MEGABYTES })
          : (result.error.fieldErrors[0]?.message ?? 'idUpload.errors.uploadFailed');
      update(side, { ...base, status: 'failed', message });
      return { ok: false };
    },
    [update],
  );

  return { uploads, latest, choose, upload };
}
