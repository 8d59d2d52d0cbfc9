/**
 * Next on an application page, for both application pages (the dynamic v3 forms and the classic steps): keep the
 * page's answers, send the lead (created on the first save, updated after; page-save.ts), and say where a field the
 * server refused lives (submission.ts). What to keep and where to go after is the page's own: the v3 page keeps its
 * answers in the dynamic-pages slice and follows its form paths, the classic page keeps the lead in the store and
 * follows the funnel states.
 */
import * as z from 'zod/mini';
import { dynamicStepPathSchema } from '#contract/dynamic-form.ts';
import type { Policy } from '#contract/reference-data.ts';
import { onlineManager } from '@tanstack/react-query';
import { pendingCreateRecord } from '#shared/api/pending-create.ts';
import { browserSafeStorage } from '#shared/lib/storage/safe-storage.ts';
import { useProgressStoreApi } from '../progress-store-context.tsx';
import { createExtras } from './lead-extras.ts';
import { saveBefore, usePageSave } from './page-save.ts';
import { extrasAsFirstSent } from './resume-create.ts';
import {
  prepareSubmission,
  refusedOutcome,
  type LeadPath,
  type LeadSubmission,
  type PreparedSubmission,
  type SubmitOutcome,
} from './submission.ts';

/**
 * The request's onSent: beforeSend, once (a retry of the same save leaves again). Offline, the save waits for the
 * connection (the query client pauses it) and the page waits with it, as the connection notice says: moving on would
 * let the applicant fill pages whose saves all wait.
 */
function moveOnWhenSent(prepared: PreparedSubmission, beforeSend: LeadSubmission['beforeSend']) {
  let movesOn = onlineManager.isOnline();
  return () => {
    if (!movesOn) return;
    movesOn = false;
    beforeSend?.(prepared);
  };
}

export function useSubmitLead(leadPath: LeadPath) {
  const store = useProgressStoreApi();
  const save = usePageSave(leadPath);

  /**
   * A create the API may have made unheard (docs/adr/0029): a reload after the create of an earlier page left and
   * before its answer comes back on a later page with no lead id. Sent again first, rebuilt from the kept answers,
   * the same body gets the same key and the API answers with the lead it made; the page's own save then updates it.
   * Null when there is nothing to send again, or it went through.
   */
  const resumeCreate = async (
    input: Pick<LeadSubmission, 'config' | 'path' | 'answers' | 'values' | 'serverErrors'>,
    requiredPolicies: readonly Policy[],
  ): Promise<SubmitOutcome | null> => {
    const pending = pendingCreateRecord(browserSafeStorage()).read();
    const sentFrom = z.safeParse(dynamicStepPathSchema, pending?.sentFrom);
    if (!pending || !sentFrom.success || sentFrom.data === input.path) return null;
    // The answers as they were when that page was sent: this page's values (its policies accepted) were not in it.
    const prepared = prepareSubmission({ ...input, values: {}, path: sentFrom.data }, true);
    // Its page is no longer in the answers' pages, or its answers lost an identifier the browser does not keep: the
    // page's own create goes, and takes the applicant back to that page for it (the same body: the same key).
    if (!prepared?.sent.ok) return null;
    const extras = extrasAsFirstSent(pending) ?? (await createExtras());
    const outcome = await save({
      prepared,
      sent: prepared.sent.lead,
      leadId: null,
      requiredPolicies,
      onSent: () => undefined,
      extras,
    });
    return outcome.status === 'saved' ? null : outcome;
  };

  const submit = async ({
    keep,
    beforeSend,
    requiredPolicies = [],
    ...input
  }: LeadSubmission): Promise<SubmitOutcome> => {
    const before = saveBefore(store);
    if (before && !(await before)) return { status: 'superseded' };
    // Read now, not at render: the save awaited above may have just created the lead.
    const creates = store.getState().leadId === null;
    const kept = prepareSubmission(input, creates);
    if (!kept) return { status: 'no-page' };
    // Kept first: whatever happens to the saves below, nothing typed is lost.
    keep(kept);
    const resumed = creates ? await resumeCreate(input, requiredPolicies) : null;
    if (resumed) return resumed;
    // The create sent again above made this page's save an update: it sends the page's own answers alone.
    const { leadId } = store.getState();
    const prepared = leadId === null ? kept : (prepareSubmission(input, false) ?? kept);
    if (!prepared.sent.ok) return refusedOutcome(prepared, prepared.sent.fieldErrors);
    return save({
      prepared,
      sent: prepared.sent.lead,
      leadId,
      requiredPolicies,
      onSent: moveOnWhenSent(prepared, beforeSend),
      extras: leadId === null ? await createExtras() : undefined,
    });
  };

  // Whether a page is being sent is the page's own (its saves wait on one another, docs/adr/0029), not the mutations'.
  return { submit };
}
