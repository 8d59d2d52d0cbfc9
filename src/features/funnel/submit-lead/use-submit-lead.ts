/**
 * Next on an application page, for both application pages (the dynamic v3 forms and the classic steps): merge the
 * page's values into the answers, build the pages again (an answer can switch conditions), send the lead (created
 * on the first save, updated after), and say where a field the server refused lives. What to keep and where to go
 * after is the page's own: the v3 page keeps its answers in the dynamic-pages slice and follows its form paths,
 * the classic page keeps the lead in the store and follows the funnel states.
 */
import type { DynamicFormConfig, DynamicStepPath, ServerFieldError } from '#contract/dynamic-form.ts';
import type { LeadData, PolicyAcceptance } from '#contract/lead-payload.ts';
import type { Policy } from '#contract/reference-data.ts';
import { onlineManager } from '@tanstack/react-query';
import { ApiError } from '#shared/api/api-error.ts';
import { useCreateLead } from './api/create-lead.ts';
import { useCreateLeadV3, type CreateLeadV3Input } from './api/create-lead-v3.ts';
import { useUpdateLead } from './api/update-lead.ts';
import { useUpdateLeadV3 } from './api/update-lead-v3.ts';
import { browserSafeStorage } from '#shared/lib/storage/safe-storage.ts';
import { market } from '#markets/market.ts';
import { useAttribution } from '#features/attribution/attribution-context.tsx';
import { buildPages } from '../form-model/build-pages.ts';
import { attachServerErrors, erroredFormPath, ownsField } from '../form-model/server-errors.ts';
import type { Answers, DynamicPage } from '../form-model/types.ts';
import { useProgressStoreApi } from '../progress-store-context.tsx';
import { redirectedThisSession } from '../redirect-record.ts';
import { isReapplying } from '../persistence.ts';
import { leadAnswers, leadBody, type LeadAnswers } from './lead-body.ts';
import { contactInAnswers, funnelEvents } from '../funnel-events.ts';
import { createExtras } from './lead-extras.ts';

/** Which lead path a page sends to: the v3 path names the form the data came from (spec section 7). */
export type LeadPath = 'v3' | 'classic';

export interface LeadSubmission {
  config: DynamicFormConfig;
  /** The engine path of the page being sent. */
  path: DynamicStepPath;
  /** The answers so far, and this page's values on top. */
  answers: Answers;
  values: Answers;
  /** The server's last field errors: this page's own are answered now, the others' stay. */
  serverErrors: readonly ServerFieldError[];
  /** The required policies the page showed: accepting the general policies accepts each (spec section 3). */
  requiredPolicies?: readonly Policy[];
  /** Runs before the request, so that nothing typed is lost whatever the network does. */
  keep: (prepared: PreparedSubmission) => void;
  /**
   * Runs once, as the request is handed to the browser (the answers passed the contract, the browser was online when
   * the save started; a save held for the connection may leave later, so the caller checks the applicant is still
   * where they pressed): a page may move on here rather than after the answer (issue 27 item 6), and come back if
   * the answer says so. Not earlier: a reload between the page moving on and the request leaving would lose the
   * create unseen.
   */
  beforeSend?: (prepared: PreparedSubmission) => void;
}

export interface PreparedSubmission {
  answers: Answers;
  pages: DynamicPage[];
  page: DynamicPage;
  /** The last page sends every answer and leads to checking. */
  isLast: boolean;
  /** The server's errors without this page's own. */
  remainingErrors: ServerFieldError[];
  /** The application data this save sends, read through the contract. */
  sent: LeadAnswers;
}

export type SubmitOutcome =
  /** `erroredPath`: a page with an error the server sent earlier and the applicant has not fixed yet. */
  | { status: 'saved'; prepared: PreparedSubmission; erroredPath: DynamicStepPath | null }
  /** `erroredPath`: the earliest page with a refused field, where the applicant is taken to fix it. */
  | {
      status: 'refused';
      prepared: PreparedSubmission;
      fieldErrors: ServerFieldError[];
      erroredPath: DynamicStepPath | null;
    }
  /** No answer, a timeout, a 5xx: the page says so and the applicant sends again. */
  | { status: 'failed'; error: ApiError }
  /** The answers leave this page out (a condition stopped holding): there is nothing to send from it. */
  | { status: 'no-page' }
  /** The save before this one (sent from an earlier page) did not go through: this page was not sent. */
  | { status: 'superseded' };

/**
 * The pages whose answers a save sends: the page's own; on the first save also the first page (a classic applicant
 * may start on personal details with the landing's amount and period); on the last, every page, so the lead the
 * lender decides on is complete (spec section 4).
 */
export function pagesToSend(
  pages: readonly DynamicPage[],
  page: DynamicPage,
  isFirstSave: boolean,
): DynamicPage[] {
  if (page.nextButtonFormPath === null) return [...pages];
  const first = pages[0];
  return isFirstSave && first && first.path !== page.path ? [first, page] : [page];
}

/** Everything a save decides before it goes to the network; null when the answers leave the page out. */
export function prepareSubmission(
  input: Pick<LeadSubmission, 'config' | 'path' | 'answers' | 'values' | 'serverErrors'>,
  isFirstSave: boolean,
): PreparedSubmission | null {
  const answers = { ...input.answers, ...input.values };
  const pages = buildPages(input.config, answers);
  const page = pages.find((candidate) => candidate.path === input.path);
  if (!page) return null;
  return {
    answers,
    pages,
    page,
    isLast: page.nextButtonFormPath === null,
    remainingErrors: input.serverErrors.filter((error) => !ownsField(page, error.fieldName)),
    sent: leadAnswers(pagesToSend(pages, page, isFirstSave), answers, market.loan.term.unit),
  };
}

const acceptedPolicies = (answers: Answers, required: readonly Policy[]): PolicyAcceptance[] =>
  answers.generalPolicies === true ? required.map((policy) => ({ id: policy.id, accepted: true })) : [];

/**
 * The save still on its way, per progress store: a page shown before the save of the page before it answered (issue 27
 * item 6) sends only once that save is done, so it updates the lead that save created and never makes a second one.
 * Resolves true when the save went through.
 */
const saveInFlight = new WeakMap<object, Promise<boolean>>();

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

/** The save of the lead path's form: a create without a lead id, an update with one. */
function useLeadSave(leadPath: LeadPath) {
  const createV3 = useCreateLeadV3();
  const updateV3 = useUpdateLeadV3();
  const createClassic = useCreateLead();
  const updateClassic = useUpdateLead();

  return (lead: LeadData, formPath: DynamicStepPath, leadId: string | null, onSent: () => void) => {
    if (leadPath === 'v3') {
      const body: CreateLeadV3Input = { ...lead, formPath };
      return leadId
        ? updateV3.mutateAsync({ body: { ...body, id: leadId }, onSent })
        : createV3.mutateAsync({ body, onSent });
    }
    return leadId
      ? updateClassic.mutateAsync({ body: { ...lead, id: leadId }, onSent })
      : createClassic.mutateAsync({ body: lead, onSent });
  };
}

export function useSubmitLead(leadPath: LeadPath) {
  const attribution = useAttribution();
  const store = useProgressStoreApi();
  const send = useLeadSave(leadPath);

  const refused = (prepared: PreparedSubmission, fieldErrors: ServerFieldError[]): SubmitOutcome => ({
    status: 'refused',
    prepared,
    fieldErrors,
    erroredPath: erroredFormPath(attachServerErrors(prepared.pages, fieldErrors, prepared.page.path)),
  });

  const submit = async ({
    keep,
    beforeSend,
    requiredPolicies = [],
    ...input
  }: LeadSubmission): Promise<SubmitOutcome> => {
    const before = saveInFlight.get(store);
    if (before && !(await before)) return { status: 'superseded' };
    // Read now, not at render: the save awaited above may have just created the lead.
    const { leadId } = store.getState();
    const prepared = prepareSubmission(input, leadId === null);
    if (!prepared) return { status: 'no-page' };
    keep(prepared);
    if (!prepared.sent.ok) return refused(prepared, prepared.sent.fieldErrors);
    const isCreate = leadId === null;
    const extras = isCreate ? await createExtras() : undefined;
    const lead = leadBody({
      lead: prepared.sent.lead,
      attribution,
      previouslyRedirected: redirectedThisSession(browserSafeStorage()),
      reapplying: isReapplying(browserSafeStorage()),
      policies: acceptedPolicies(prepared.answers, requiredPolicies),
      extras,
    });
    // The lead's id is kept as part of the save, so a save waiting on this one reads it.
    const saving = send(lead, input.path, leadId, moveOnWhenSent(prepared, beforeSend)).then((saved) => {
      store.getState().storeLeadId(saved);
      return saved;
    });
    const settled = saving.then(
      () => true,
      () => false,
    );
    saveInFlight.set(store, settled);
    void settled.then(() => saveInFlight.get(store) === settled && saveInFlight.delete(store));
    try {
      const saved = await saving;
      if (extras) {
        funnelEvents.emit({
          name: 'lead_created',
          leadId: saved.id,
          eventId: extras.eventId,
          // The contact typed so far, for the pixels' hashed identify step only.
          contactForHashing: contactInAnswers(prepared.answers),
        });
      }
      return {
        status: 'saved',
        prepared,
        erroredPath: erroredFormPath(attachServerErrors(prepared.pages, prepared.remainingErrors)),
      };
    } catch (error) {
      // The lead hooks reject with ApiError only; anything else is a bug and must surface as one.
      if (!(error instanceof ApiError)) throw error;
      return error.fieldErrors.length > 0
        ? refused(prepared, [...error.fieldErrors])
        : { status: 'failed', error };
    }
  };

  // Whether a page is being sent is the page's own (its saves wait on one another, docs/adr/0029), not the mutations'.
  return { submit };
}
