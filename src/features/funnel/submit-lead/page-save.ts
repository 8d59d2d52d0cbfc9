/**
 * One save of a prepared page (submission.ts): a create without a lead id, an update with one, to the lead path of
 * the page's form. The lead's id it gets is kept in the progress store as part of the save, and the saves wait on
 * one another (saveBefore), so a page shown before the save of the page before it answered never makes a second lead.
 */
import type { DynamicStepPath } from '#contract/dynamic-form.ts';
import type { LeadData } from '#contract/lead-payload.ts';
import type { Policy } from '#contract/reference-data.ts';
import { ApiError } from '#shared/api/api-error.ts';
import { browserSafeStorage } from '#shared/lib/storage/safe-storage.ts';
import { useAttribution } from '#features/attribution/attribution-context.tsx';
import { useCreateLead } from './api/create-lead.ts';
import { useCreateLeadV3, type CreateLeadV3Input } from './api/create-lead-v3.ts';
import { useUpdateLead } from './api/update-lead.ts';
import { useUpdateLeadV3 } from './api/update-lead-v3.ts';
import { useProgressStoreApi } from '../progress-store-context.tsx';
import { redirectedThisSession } from '../redirect-record.ts';
import { isReapplying } from '../persistence.ts';
import { contactInAnswers, funnelEvents } from '../funnel-events.ts';
import { leadBody } from './lead-body.ts';
import type { CreateExtras } from './lead-extras.ts';
import {
  acceptedPolicies,
  refusedOutcome,
  savedOutcome,
  type LeadPath,
  type PreparedSubmission,
  type SubmitOutcome,
} from './submission.ts';

/**
 * The save still on its way, per progress store: a page shown before the save of the page before it answered (issue 27
 * item 6) sends only once that save is done, so it updates the lead that save created and never makes a second one.
 * Resolves true when the save went through.
 */
const saveInFlight = new WeakMap<object, Promise<boolean>>();

/** The save still on its way for this store, if any: resolves true when it went through. */
export const saveBefore = (store: object): Promise<boolean> | undefined => saveInFlight.get(store);

/** Makes `settled` the save the next one waits for, until it settles (use-submit-lead.ts holds each press). */
export function holdSaves(store: object, settled: Promise<boolean>): void {
  saveInFlight.set(store, settled);
  void settled.then(() => saveInFlight.get(store) === settled && saveInFlight.delete(store));
}

/** The save of the lead path's form: a create without a lead id, an update with one. */
function useLeadSave(leadPath: LeadPath) {
  const createV3 = useCreateLeadV3();
  const updateV3 = useUpdateLeadV3();
  const createClassic = useCreateLead();
  const updateClassic = useUpdateLead();

  return (
    lead: LeadData,
    formPath: DynamicStepPath,
    leadId: string | null,
    onSent: () => void,
    resumes = false,
  ) => {
    // A create keeps its page with its idempotency key, so a reload before its answer can send it again.
    const sentFrom = formPath;
    if (leadPath === 'v3') {
      const body: CreateLeadV3Input = { ...lead, formPath };
      return leadId
        ? updateV3.mutateAsync({ body: { ...body, id: leadId }, onSent })
        : createV3.mutateAsync({ body, onSent, sentFrom, resumes });
    }
    return leadId
      ? updateClassic.mutateAsync({ body: { ...lead, id: leadId }, onSent })
      : createClassic.mutateAsync({ body: lead, onSent, sentFrom, resumes });
  };
}

/** One save of a prepared page, as the saves in flight see it; the page decides what to do with the outcome. */
export interface PageSave {
  prepared: PreparedSubmission;
  /** The application data the page sends, read through the contract (prepared.sent when it passed). */
  sent: LeadData;
  leadId: string | null;
  requiredPolicies: readonly Policy[];
  onSent: () => void;
  /** A create's extras: its Lead event's id is the one the pending create was sent with, if any (lead-extras.ts). */
  extras?: CreateExtras | undefined;
  /**
   * A create sent again after a reload (use-submit-lead.ts): sent only if it is the create pending, so it gets that
   * create's key; otherwise nothing is sent and the outcome is 'no-page'.
   */
  resumes?: boolean;
}

export function usePageSave(leadPath: LeadPath) {
  const attribution = useAttribution();
  const store = useProgressStoreApi();
  const send = useLeadSave(leadPath);

  return async ({
    prepared,
    sent,
    leadId,
    requiredPolicies,
    onSent,
    extras,
    resumes,
  }: PageSave): Promise<SubmitOutcome> => {
    const lead = leadBody({
      lead: sent,
      attribution,
      previouslyRedirected: redirectedThisSession(browserSafeStorage()),
      reapplying: isReapplying(browserSafeStorage()),
      policies: acceptedPolicies(prepared.answers, requiredPolicies),
      extras,
    });
    try {
      // The lead's id is kept as part of the save, so a save waiting on this press reads it.
      const saved = await send(lead, prepared.page.path, leadId, onSent, resumes);
      if (saved) store.getState().storeLeadId(saved);
      if (!saved) return { status: 'no-page' };
      if (extras) {
        funnelEvents.emit({
          name: 'lead_created',
          leadId: saved.id,
          eventId: extras.eventId,
          // The contact typed so far, for the pixels' hashed identify step only.
          contactForHashing: contactInAnswers(prepared.answers),
        });
      }
      return savedOutcome(prepared);
    } catch (error) {
      // The lead hooks reject with ApiError only; anything else is a bug and must surface as one.
      if (!(error instanceof ApiError)) throw error;
      return error.fieldErrors.length > 0
        ? refusedOutcome(prepared, [...error.fieldErrors])
        : { status: 'failed', error };
    }
  };
}
