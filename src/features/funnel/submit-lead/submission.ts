/**
 * What one press on Next sends and what comes of it, for both application pages: the page's values merged into the
 * answers, the pages built again (an answer can switch conditions), the pages whose answers go, and the outcomes a
 * page acts on (use-submit-lead.ts sends it).
 */
import type { DynamicFormConfig, DynamicStepPath, ServerFieldError } from '#contract/dynamic-form.ts';
import type { PolicyAcceptance } from '#contract/lead-payload.ts';
import type { Policy } from '#contract/reference-data.ts';
import type { ApiError } from '#shared/api/api-error.ts';
import { market } from '#markets/market.ts';
import { buildPages } from '../form-model/build-pages.ts';
import { attachServerErrors, erroredFormPath, ownsField } from '../form-model/server-errors.ts';
import type { Answers, DynamicPage } from '../form-model/types.ts';
import { leadAnswers, type LeadAnswers } from './lead-body.ts';

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

export const acceptedPolicies = (answers: Answers, required: readonly Policy[]): PolicyAcceptance[] =>
  answers.generalPolicies === true ? required.map((policy) => ({ id: policy.id, accepted: true })) : [];

/** A save the contract or the server refused: the earliest page with a refused field is where to fix it. */
export const refusedOutcome = (
  prepared: PreparedSubmission,
  fieldErrors: ServerFieldError[],
): SubmitOutcome => ({
  status: 'refused',
  prepared,
  fieldErrors,
  erroredPath: erroredFormPath(attachServerErrors(prepared.pages, fieldErrors, prepared.page.path)),
});

/** A save that went through: `erroredPath` is a page whose earlier server error the applicant has not fixed. */
export const savedOutcome = (prepared: PreparedSubmission): SubmitOutcome => ({
  status: 'saved',
  prepared,
  erroredPath: erroredFormPath(attachServerErrors(prepared.pages, prepared.remainingErrors)),
});
