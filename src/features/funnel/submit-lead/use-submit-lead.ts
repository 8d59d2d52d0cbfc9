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
import { useEffect } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { pendingCreateRecord } from '#shared/api/pending-create.ts';
import { warmUpDigest } from '#shared/lib/sha256.ts';
import { browserSafeStorage } from '#shared/lib/storage/safe-storage.ts';
import { whenIdle } from '#shared/lib/when-idle.ts';
import { useProgressStoreApi } from '../progress-store-context.tsx';
import { createExtras } from './lead-extras.ts';
import { warmUpLeadChecksWhenIdle } from './lead-checks-warm-up.ts';
import { holdSaves, saveBefore, usePageSave } from './page-save.ts';
import { identifiersMissingOn, pendingEventId } from './resume-create.ts';
import { collectSubmission } from './lead-body.ts';
import { buildPages } from '../form-model/build-pages.ts';
import type { PendingCreate } from '#shared/api/idempotency.ts';
import {
  pagesToSend,
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
  // The page's first save hashes its body: Web Crypto is set up while the applicant types (sha256.ts).
  useEffect(() => whenIdle(warmUpDigest), []);
  // And the contract's checks of its answers are run once on samples (lead-checks-warm-up.ts).
  useEffect(() => warmUpLeadChecksWhenIdle(), []);

  /**
   * A create the API may have made unheard (docs/adr/0029): a reload after the create of an earlier page left and
   * before its answer comes back on a later page with no lead id. Sent again first, rebuilt from the answers as they
   * were then (that page's and the pages' before it), the same body gets the same key and the API answers with the
   * lead it made; the page's own save then updates it. A body that is not the one pending is not sent (another key
   * would be another lead). Null when nothing was sent again or it went through; else the outcome of the page pressed.
   */
  const resumeCreate = async (
    input: Pick<LeadSubmission, 'config' | 'path' | 'answers' | 'values' | 'serverErrors'>,
    kept: PreparedSubmission,
    requiredPolicies: readonly Policy[],
    pending: PendingCreate,
  ): Promise<SubmitOutcome | null> => {
    const sentFrom = z.safeParse(dynamicStepPathSchema, pending.sentFrom);
    if (!sentFrom.success || sentFrom.data === input.path) return null;
    const pages = buildPages(input.config, input.answers);
    const until = pages.findIndex((page) => page.path === sentFrom.data);
    if (until < 0) return null;
    const answers = collectSubmission(pages.slice(0, until + 1), input.answers);
    const prepared = prepareSubmission({ ...input, answers, values: {}, path: sentFrom.data }, true);
    if (!prepared?.sent.ok) return null;
    // An identifier typed on that page is not kept: the applicant types it again there, and that page's own create,
    // the same body again, gets the same key.
    const { identifiersToRetype } = store.getState();
    const sentPages = pagesToSend(prepared.pages, prepared.page, true);
    const missing = identifiersMissingOn(sentPages, answers, identifiersToRetype);
    if (missing.length > 0) {
      return refusedOutcome(
        kept,
        missing.map((fieldName) => ({ fieldName, message: 'validation.required' })),
      );
    }
    const outcome = await save({
      prepared,
      sent: prepared.sent.lead,
      leadId: null,
      requiredPolicies,
      onSent: () => undefined,
      extras: await createExtras(pendingEventId(pending)),
      resumes: true,
    });
    if (outcome.status === 'saved' || outcome.status === 'no-page') return null;
    // The page pressed keeps its answers; a refused field is on the page first sent, where the applicant is taken.
    return outcome.status === 'refused' ? refusedOutcome(kept, outcome.fieldErrors) : outcome;
  };

  const submitAfter = async (
    before: Promise<boolean> | undefined,
    { keep, beforeSend, requiredPolicies = [], ...input }: LeadSubmission,
  ): Promise<SubmitOutcome> => {
    if (before && !(await before)) return { status: 'superseded' };
    // Read now, not at render: the save awaited above may have just created the lead.
    const creates = store.getState().leadId === null;
    const kept = prepareSubmission(input, creates);
    if (!kept) return { status: 'no-page' };
    // Kept first: whatever happens to the saves below, nothing typed is lost.
    keep(kept);
    if (!kept.sent.ok) return refusedOutcome(kept, kept.sent.fieldErrors);
    const pending = creates ? pendingCreateRecord(browserSafeStorage()).read() : null;
    const resumed = pending ? await resumeCreate(input, kept, requiredPolicies, pending) : null;
    if (resumed) return resumed;
    // The create sent again above made this page's save an update: it sends the page's own answers alone.
    const { leadId } = store.getState();
    const prepared = leadId === null ? kept : (prepareSubmission(input, false) ?? kept);
    if (!prepared.sent.ok) return refusedOutcome(prepared, prepared.sent.fieldErrors);
    const extras = leadId === null ? await createExtras(pendingEventId(pending)) : undefined;
    return save({
      prepared,
      sent: prepared.sent.lead,
      leadId,
      requiredPolicies,
      onSent: moveOnWhenSent(prepared, beforeSend),
      extras,
    });
  };

  /**
   * A press waits for the save before it, and the next press waits for this one from the moment it is made (not only
   * once its request is built): two presses at once never both create, nor both send a create again.
   */
  const submit = (submission: LeadSubmission): Promise<SubmitOutcome> => {
    const outcome = submitAfter(saveBefore(store), submission);
    holdSaves(
      store,
      outcome.then(
        ({ status }) => status === 'saved' || status === 'no-page',
        () => false,
      ),
    );
    return outcome;
  };

  // Whether a page is being sent is the page's own (its saves wait on one another, docs/adr/0029), not the mutations'.
  return { submit };
}
