/** Handlers of the lead calls: create, update, status, resume, skip, redirect, mobile verification. */
import { APPLICATION_STATE } from '#contract/application-state.ts';
import type { LeadCreateRequest, LeadData, LeadUpdateRequest } from '#contract/lead-payload.ts';
import type { ApiContext } from '../context.ts';
import { ApiError } from '../http/api-error.ts';
import type { Handlers } from '../http/contract-route.ts';
import { lendingRuleErrors } from './lending-rules.ts';
import { newCredential } from './applicant-credential.ts';
import { refuseUnlessAccepted } from './lead-transitions.ts';
import { decisionOf, isChecked, redirectFor, resumeView, savedView, statusView } from './lead-views.ts';
import { checkCode, issueChallenge } from './verification.ts';

type LeadHandlers = Pick<
  Handlers,
  | 'createLeadV2'
  | 'createLead'
  | 'updateLead'
  | 'createLeadV3'
  | 'updateLeadV3'
  | 'getLeadStatus'
  | 'getLeadByLinkV2'
  | 'getLeadByLinkV3'
  | 'continueLead'
  | 'skipLeadStep'
  | 'redirectLead'
  | 'startMobileVerification'
  | 'resendMobileCode'
  | 'changeMobile'
  | 'verifyMobile'
  | 'issueResumeLink'
  | 'exchangeResumeLink'
>;

/**
 * Splits a create/update body into the product and the lead data stored. The captcha token is checked, not stored: a
 * create sent again after its answer was lost carries a new token, and is the same create (the same request hash).
 */
function split(
  body: LeadData & { product: string; id?: string; formPath?: string; googleCaptchaToken?: string },
): {
  product: string;
  data: LeadData;
} {
  const { product, id: _id, formPath: _formPath, googleCaptchaToken: _token, ...data } = body;
  return { product, data };
}

export function leadHandlers(context: ApiContext): LeadHandlers {
  const { leads } = context;

  /** Lending rules run on the lead as it would be after the save; a failure saves nothing. */
  const checkLendingRules = (lead: LeadData) => {
    const errors = lendingRuleErrors(lead, new Date());
    if (errors.length > 0) throw new ApiError(400, errors);
  };
  /** With a captcha secret configured, a create must carry a token the verifier accepts (issue 28 item 4). */
  const checkCaptcha = async (body: LeadCreateRequest, clientAddress: string) => {
    if (!context.captcha) return;
    const token = body.googleCaptchaToken;
    if (!token || !(await context.captcha(token, clientAddress))) {
      throw ApiError.field('googleCaptchaToken', 'validation.captcha.failed');
    }
  };
  const create = async ({
    body,
    idempotencyKey,
    clientAddress,
  }: {
    body: LeadCreateRequest;
    idempotencyKey?: string;
    clientAddress: string;
  }) => {
    const { product, data } = split(body);
    // A create sent again (its answer lost, or cut off by a reload) is answered with the lead it made, before the
    // checks: its captcha token may have been spent by the first send, and the rules passed then.
    const replayed = idempotencyKey ? await leads.replay(product, data, idempotencyKey) : null;
    if (replayed) return { ...savedView(replayed.row, context), credential: replayed.credential };
    checkLendingRules(data);
    await checkCaptcha(body, clientAddress);
    const { row, credential } = await leads.create(product, data, idempotencyKey);
    return { ...savedView(row, context), credential };
  };
  const update = async ({ body }: { body: LeadUpdateRequest }) => {
    const { product, data } = split(body);
    // Checked under the lead's row lock: a status read racing this update cannot slip a change past checking.
    const row = await leads.update(body.id, data, (stored, merged) => {
      refuseUnlessAccepted('updateLead', stored, context);
      // A lead belongs to the page variant that created it: its product, like its id, is fixed.
      if (product !== stored.product) throw ApiError.field('product', 'The product of a lead cannot change');
      checkLendingRules(merged);
    });
    return savedView(row, context);
  };
  const byLink = async ({
    params,
    query,
  }: {
    params: { id: string };
    query: { refTransactionId?: string };
  }) => {
    const row = await leads.get(params.id);
    const stored = row.data.affiliateReferenceParams?.transactionId;
    // A link for another transaction is treated as unknown: it must not reveal that the lead exists.
    if (query.refTransactionId && stored && stored !== query.refTransactionId) throw ApiError.notFound();
    return resumeView(row, context);
  };

  return {
    issueResumeLink: async ({ params, body, log }) => {
      await leads.get(params.id);
      // A link is a message sent: counted with the lead's code sends, so a loop cannot flood the applicant's inbox.
      await context.limiter.hit({
        bucket: `resume-link:${params.id}`,
        max: context.options.limits.codeSendsPerHour,
        windowSeconds: 3600,
      });
      const { token, expiresAt } = await context.resumeLinks.issue(params.id);
      const channel = body.channel ?? 'email';
      // The reference API sends nothing: in development the link is logged (never in production, where a lender's
      // mailer sends it with the expiry in the applicant's language) and returned for the tests.
      if (context.options.development) {
        log.info(
          { leadId: params.id },
          `Resume link (development): ${context.options.resumeLinkBase}/continue/${token}`,
        );
      }
      return {
        id: params.id,
        channel,
        expiresAt: expiresAt.toISOString(),
        ...(context.options.development ? { developmentToken: token } : {}),
      };
    },
    exchangeResumeLink: async ({ body }) => {
      const leadId = await context.resumeLinks.redeem(body.token);
      const { credential, hash } = newCredential();
      // The link's holder becomes the applicant: the credential held before (another device) stops working.
      const row = await leads.replaceCredential(leadId, hash);
      return { ...resumeView(row, context), credential };
    },
    createLeadV2: create,
    createLead: create,
    createLeadV3: create,
    updateLead: update,
    updateLeadV3: update,
    // A read writes only while the lead is being checked (each poll is checking's progress) and once when the decision
    // is first read (the moment offers run from); every read after that is a plain SELECT (issue 28 item 7).
    getLeadStatus: async ({ params, log, openedLead }) => {
      const row = openedLead ?? (await leads.get(params.id));
      if (!isChecked(row, context)) {
        const polls = await leads.countPoll(params.id);
        if (polls < context.options.checkingPolls) {
          return { id: params.id, state: 6, status: 'checking', retryAfterMs: context.options.retryAfterMs };
        }
      }
      const decided = row.decidedAt ? row : await leads.markDecided(params.id);
      return statusView(decided, context, log);
    },
    getLeadByLinkV2: byLink,
    getLeadByLinkV3: byLink,
    continueLead: async ({ params }) => resumeView(await leads.get(params.id), context),
    skipLeadStep: async ({ params, idempotencyKey }) => {
      const row = await leads.get(params.id);
      const decision = decisionOf(row);
      // A skip sent again (its answer was lost) must not skip the next step as well.
      if (idempotencyKey && (await leads.hasStep(row.id, idempotencyKey))) {
        return { id: row.id, state: decision.state };
      }
      refuseUnlessAccepted('skipLeadStep', row, context);
      const next = decisionOf(
        await leads.completeStep(row.id, 'skipLeadStep', decision.state, {}, idempotencyKey),
      );
      return { id: row.id, state: next.state };
    },
    redirectLead: async ({ params }) => {
      const row = await leads.get(params.id);
      refuseUnlessAccepted('redirectLead', row, context);
      // Accepted by the table, the decision is a redirect: the check only tells the type so.
      const decision = decisionOf(row);
      if (decision.status !== 'redirected')
        throw ApiError.conflict('The lead is not redirected to a partner');
      await leads.markRedirected(row.id);
      return { id: row.id, redirect: redirectFor(row, decision, context) };
    },
    startMobileVerification: async ({ body, log }) => {
      const row = await leads.get(body.id);
      refuseUnlessAccepted('startMobileVerification', row, context);
      return issueChallenge(row, context, log);
    },
    resendMobileCode: async ({ body, log }) => {
      const row = await leads.get(body.id);
      refuseUnlessAccepted('resendMobileCode', row, context);
      return issueChallenge(row, context, log);
    },
    changeMobile: async ({ body, log }) => {
      const row = await leads.update(
        body.id,
        { contactDetails: { phoneNumber: body.phoneNumber } },
        (stored) => refuseUnlessAccepted('changeMobile', stored, context),
      );
      const challenge = await issueChallenge(row, context, log, body.phoneNumber);
      // The change-number step (15) is done once a number is given; verifying it is the next step's business.
      await leads.completeStep(row.id, 'changeMobile', APPLICATION_STATE.changeMobileNumber, {});
      return challenge;
    },
    verifyMobile: async ({ body, idempotencyKey }) => {
      const lead = await leads.get(body.id);
      if (idempotencyKey && (await leads.hasStep(lead.id, idempotencyKey))) {
        return { id: lead.id, state: decisionOf(lead).state };
      }
      refuseUnlessAccepted('verifyMobile', lead, context);
      await checkCode(lead, body.code, context);
      const row = await leads.completeStep(body.id, 'verifyMobile', 7, {}, idempotencyKey);
      return { id: row.id, state: decisionOf(row).state };
    },
  };
}
