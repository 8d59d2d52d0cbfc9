/** Customer consents and email unsubscribe (affiliate events: affiliate-events/). */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { APPLICATION_STATE } from '#contract/application-state.ts';
import type { CustomerConsentsResponse } from '#contract/customer.ts';
import type { ApiContext } from './context.ts';
import type { Signer } from './http/signing.ts';
import { customerConsents, emailUnsubscribes } from './db/schema.ts';
import { ApiError } from './http/api-error.ts';
import type { Handlers } from './http/contract-route.ts';
import { refuseUnlessAccepted } from './leads/lead-transitions.ts';
import { decisionOf } from './leads/lead-views.ts';
import { policiesFor } from './reference/policies.ts';

/** The consents a customer is asked for after the offer: the non-general policies of the lead's market. */
const CONSENT_CATALOGUE = policiesFor('mx').filter(
  (policy) => policy.kind !== 'general' && policy.kind !== 'privacy',
);

const normalisedEmail = (email: string) => email.trim().toLowerCase();
const unsubscribeSubject = (email: string) => `unsubscribe:${normalisedEmail(email)}`;

/** The signature an unsubscribe link carries for the address (the lender's mailer puts it in every message). */
export const unsubscribeSignature = (signer: Signer, email: string) => signer.sign(unsubscribeSubject(email));

type CustomerHandlers = Pick<Handlers, 'getCustomerConsents' | 'updateCustomerConsents' | 'unsubscribeEmail'>;

export function customerHandlers(context: ApiContext): CustomerHandlers {
  const { db } = context.database;

  async function consentsView(id: string): Promise<CustomerConsentsResponse> {
    await context.leads.get(id);
    const answers = await db.select().from(customerConsents).where(eq(customerConsents.leadId, id));
    const byId = new Map(answers.map((answer) => [answer.consentId, answer]));
    return {
      id,
      consents: CONSENT_CATALOGUE.map((policy) => ({
        id: policy.id,
        title: policy.title,
        required: policy.required,
        accepted: byId.get(policy.id)?.accepted ?? false,
        answeredAt: byId.get(policy.id)?.answeredAt.toISOString() ?? null,
      })),
    };
  }

  return {
    getCustomerConsents: async ({ params }) => consentsView(params.id),
    updateCustomerConsents: async ({ params, body }) => {
      refuseUnlessAccepted('updateCustomerConsents', await context.leads.get(params.id), context);
      const known = new Map(CONSENT_CATALOGUE.map((policy) => [policy.id, policy]));
      const errors = body.consents.flatMap((answer, index) => {
        const policy = known.get(answer.id);
        if (!policy) return [{ fieldName: `consents.${index}.id`, message: 'validation.choice' }];
        if (policy.required && !answer.accepted) {
          return [{ fieldName: `consents.${index}.accepted`, message: 'validation.required.accept' }];
        }
        return [];
      });
      if (errors.length > 0) throw new ApiError(400, errors);
      for (const answer of body.consents) {
        await db
          .insert(customerConsents)
          .values({ leadId: params.id, consentId: answer.id, accepted: answer.accepted })
          .onConflictDoUpdate({
            target: [customerConsents.leadId, customerConsents.consentId],
            set: { accepted: answer.accepted, answeredAt: new Date() },
          });
      }
      // Answering the partner's consents completes the partner-consents step the lead is on (29 or 36).
      const asked = decisionOf(await context.leads.get(params.id)).state;
      if (asked === APPLICATION_STATE.partnerConsents || asked === APPLICATION_STATE.partnerConsentsSecond) {
        await context.leads.completeStep(params.id, 'updateCustomerConsents', asked, {});
      }
      return consentsView(params.id);
    },
    unsubscribeEmail: async ({ query }) => {
      // Only a link the lender sent unsubscribes: its signature is over the normalised address (unsubscribeSignature).
      if (!context.signer.verify(unsubscribeSubject(query.email), query.signature)) {
        throw ApiError.field('signature', 'validation.link.invalid', 403);
      }
      const emailHash = createHash('sha256').update(normalisedEmail(query.email)).digest('hex');
      await db.insert(emailUnsubscribes).values({ emailHash }).onConflictDoNothing();
      // Whether the address was known is not revealed.
      return { unsubscribed: true };
    },
  };
}
