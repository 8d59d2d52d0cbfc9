/**
 * The after-offer step calls: each stores its answers (lead sections also merge into the lead), marks the
 * state it completes, and answers with the state the decision names next. Secrets and file contents are
 * not stored in clear: a password is dropped, an upload is kept as its size.
 */
import { leadDataSchema, type LeadData } from '#contract/lead-payload.ts';
import { contractRoutes, operationIds, type OperationId, type RouteDefinition } from '#contract/routes.ts';
import type { ApiContext } from '../context.ts';
import type { Handler, Handlers } from '../http/contract-route.ts';
import { ApiError } from '../http/api-error.ts';
import { offerErrors, refuseUnlessAccepted } from './lead-transitions.ts';
import { decisionOf } from './lead-views.ts';
import { stepRuleErrors } from './step-rules.ts';

const STEP_OPERATIONS = operationIds().filter(
  (operationId) => operationId !== 'verifyMobile' && 'completesState' in contractRoutes[operationId],
);
type StepOperation = Exclude<
  {
    [Op in OperationId]: (typeof contractRoutes)[Op] extends { completesState: number } ? Op : never;
  }[OperationId],
  'verifyMobile'
>;

const LEAD_SECTIONS = new Set(Object.keys(leadDataSchema.shape));

function storedAnswers(body: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, password: _password, passwordConfirmation: _confirmation, dataBase64, ...rest } = body;
  return typeof dataBase64 === 'string' ? { ...rest, bytes: Math.floor((dataBase64.length * 3) / 4) } : rest;
}

export function stepHandlers(context: ApiContext): Pick<Handlers, StepOperation> {
  const handlers: Partial<Record<OperationId, Handler<StepOperation>>> = {};
  for (const operationId of STEP_OPERATIONS) {
    const route: RouteDefinition = contractRoutes[operationId];
    handlers[operationId] = async ({ body, idempotencyKey }) => {
      const values: { id: string } & Record<string, unknown> = body;
      const row = await context.leads.get(values.id);
      // The same call again (its answer was lost to a reload or a timeout): the first one counts, nothing is redone.
      if (idempotencyKey && (await context.leads.hasStep(row.id, idempotencyKey))) {
        return { id: row.id, state: decisionOf(row).state };
      }
      refuseUnlessAccepted(operationId, row, context);
      const refused = [
        ...stepRuleErrors(operationId, values, { decidedAt: row.decidedAt, now: new Date() }),
        ...offerErrors(row, values),
      ];
      if (refused.length > 0) throw new ApiError(400, refused);
      const sections = Object.fromEntries(Object.entries(values).filter(([key]) => LEAD_SECTIONS.has(key)));
      // The keys are leadDataSchema's own sections, and each value passed this step's schema, which is built from the
      // lead's section schemas: a LeadData.
      if (Object.keys(sections).length > 0) await context.leads.update(row.id, sections as LeadData);
      // A call serving several steps completes the one the lead is on (see alsoCompletes in the contract).
      const asked = decisionOf(row).state;
      const completes = route.alsoCompletes?.some((state) => state === asked) ? asked : route.completesState;
      const done = await context.leads.completeStep(
        row.id,
        operationId,
        completes,
        storedAnswers(values),
        idempotencyKey,
      );
      return { id: done.id, state: decisionOf(done).state };
    };
  }
  // The loop gave every step operation its handler (STEP_OPERATIONS is StepOperation's own filter), and each handler
  // takes any step's body, so its own operation's.
  return handlers as Pick<Handlers, StepOperation>;
}
