/**
 * The sending behind /id-upload: the document's details (only when they changed since the server last took them),
 * then each image not yet sent, one at a time; and "try again" for one failed image. The funnel moves on once the
 * details are in and every image asked for is sent, with the state of the latest answer.
 */
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useApiClient } from '#shared/api/api-client-context.tsx';
import { useProgressStoreApi } from '#features/funnel/progress-store-context.tsx';
import { applyServerErrors } from '../use-after-offer-form.ts';
import type { AfterOfferStepCall } from '../use-step-call.ts';
import { submitDocumentId } from './api/submit-document-id.ts';
import { documentIdBody, type IdDocumentValues } from './id-upload-document.ts';
import type { SideRule, UploadSide } from './id-upload-files.ts';
import type { Uploads, useIdUploads } from './id-upload-uploads.ts';

/** Whether every image asked for is sent, and no chosen optional one is left unsent. */
function allUploaded(sides: readonly SideRule[], uploads: Uploads): boolean {
  return sides.every(({ side, required }) => {
    const { status } = uploads[side];
    return status === 'uploaded' || (!required && status === 'empty');
  });
}

/** What the id-upload submit hook needs from the page: its form, step call, the images asked for and the uploads. */
export interface IdUploadSubmitOptions extends Pick<ReturnType<typeof useIdUploads>, 'latest' | 'upload'> {
  form: UseFormReturn<IdDocumentValues>;
  step: AfterOfferStepCall;
  /** The images asked for by the chosen document type. */
  sides: readonly SideRule[];
}

/** The send / retry handlers of /id-upload and the state they leave for the page (busy, failed, general errors). */
export function useIdUploadSubmit({ form, step, sides, latest, upload }: IdUploadSubmitOptions) {
  const client = useApiClient();
  const store = useProgressStoreApi();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  // The details last accepted by the server, and the state its latest answer named.
  const sentDocument = useRef<string | undefined>(undefined);
  const answeredState = useRef<number | undefined>(undefined);

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

  return { busy, failed, generalErrors, send, retry };
}
