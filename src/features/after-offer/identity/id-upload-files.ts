/**
 * The images of the identity document (state 30): which sides a document type needs, the checks a file passes
 * before it is sent (type and size, as the contract allows), and reading it as base64 for POST /lead/idUpload.
 * Files stay in memory only: they are never put in a draft.
 */
import { ID_UPLOAD_MAX_BYTES, type DocumentIdRequest, type IdUploadRequest } from '#contract/after-offer.ts';
import { withParams } from '../use-step-messages.ts';

export type UploadSide = IdUploadRequest['side'];
export type UploadContentType = IdUploadRequest['contentType'];

/** The document's sides: photo or scan (PDF too, a scan often is one). */
export const DOCUMENT_FILE_TYPES: readonly UploadContentType[] = [
  'image/jpeg',
  'image/png',
  'application/pdf',
];
/** A selfie is a photo. */
export const SELFIE_FILE_TYPES: readonly UploadContentType[] = ['image/jpeg', 'image/png'];

export const MAX_MEGABYTES = ID_UPLOAD_MAX_BYTES / (1024 * 1024);

export interface SideRule {
  side: UploadSide;
  required: boolean;
  accepted: readonly UploadContentType[];
}

/** The images asked for: a passport has no back worth sending; the selfie is always optional. */
export function sidesFor(documentType: DocumentIdRequest['documentType'] | ''): SideRule[] {
  return [
    { side: 'front', required: true, accepted: DOCUMENT_FILE_TYPES },
    ...(documentType === 'passport'
      ? []
      : [{ side: 'back' as const, required: true, accepted: DOCUMENT_FILE_TYPES }]),
    { side: 'selfie', required: false, accepted: SELFIE_FILE_TYPES },
  ];
}

const BY_EXTENSION: Record<string, UploadContentType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** The file's type as the browser reports it, or from its extension when the browser reports none. */
export function contentTypeOf(file: { name: string; type: string }): string {
  if (file.type) return file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return BY_EXTENSION[extension] ?? '';
}

export type FileCheck = { ok: true; contentType: UploadContentType } | { ok: false; message: string };

/** Refuses, with a message key, what the server would refuse: another type, an empty or too large file. */
export function checkFile(
  file: { name: string; type: string; size: number },
  accepted: readonly UploadContentType[],
): FileCheck {
  const type = contentTypeOf(file);
  const contentType = accepted.find((candidate) => candidate === type);
  if (!contentType)
    return {
      ok: false,
      message: accepted.includes('application/pdf')
        ? 'idUpload.errors.fileType'
        : 'idUpload.errors.photoType',
    };
  if (file.size === 0) return { ok: false, message: 'idUpload.errors.fileEmpty' };
  if (file.size > ID_UPLOAD_MAX_BYTES)
    return { ok: false, message: withParams('idUpload.errors.fileSize', { max: MAX_MEGABYTES }) };
  return { ok: true, contentType };
}

const MAX_NAME = 200;

/** The name sent with the file: the contract allows 1 to 200 characters; a long name keeps its extension. */
export function uploadFileName(name: string, side: UploadSide, contentType: UploadContentType): string {
  const trimmed = name.trim();
  if (!trimmed) return `${side}.${contentType === 'application/pdf' ? 'pdf' : contentType.slice(6)}`;
  if (trimmed.length <= MAX_NAME) return trimmed;
  const extension = /\.[a-z0-9]{1,5}$/i.exec(trimmed)?.[0] ?? '';
  return trimmed.slice(0, MAX_NAME - extension.length) + extension;
}

/** Reads a file as base64 without the data-URL prefix (what the contract's dataBase64 is). */
export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      const comma = url.indexOf(',');
      resolve(comma >= 0 ? url.slice(comma + 1) : '');
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
