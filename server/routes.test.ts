// @vitest-environment node
/**
 * Every contract operation over HTTP: its realistic example succeeds with the contract's status and a body
 * the contract accepts; bad input gets 400 with the field named; an unknown lead id gets 404. Every operation naming a
 * lead opens only to that lead's credential (docs/adr/0027): without one (the bare id) 401, with another lead's 404,
 * and neither answer reveals anything of the lead.
 */
import * as z from 'zod/mini';
import { errorBodySchema } from '#contract/errors.ts';
import { EXAMPLE_LEAD_ID, operationExamples } from '#contract/examples.ts';
import {
  contractRoutes,
  fillPath,
  routeEntries,
  type OperationId,
  type RouteDefinition,
} from '#contract/routes.ts';
import { APPLICATION_STATE } from '#contract/application-state.ts';
import { GUARDED_OPERATIONS } from './leads/lead-transitions.ts';
import { unsubscribeSignature } from './customer-handlers.ts';
import { createSigner } from './http/signing.ts';
import {
  createHarness,
  createLead,
  leadWithMarker,
  TEST_SIGNING_SECRET,
  type Harness,
} from './test/harness.ts';

const entries = routeEntries();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The email marker a lead needs for the operation to be accepted: the step it answers must be the one asked for. */
function markerFor(operationId: OperationId): string {
  const route: RouteDefinition = contractRoutes[operationId];
  if (route.completesState === APPLICATION_STATE.mobileVerification) return 'verify';
  if (route.completesState !== undefined) return `step${route.completesState}`;
  const special: Partial<Record<OperationId, string>> = {
    skipLeadStep: 'step26',
    redirectLead: 'redirect',
    startMobileVerification: 'verify',
    resendMobileCode: 'verify',
    changeMobile: 'verify',
    updateCustomerConsents: 'step29',
  };
  return special[operationId] ?? '';
}

let harness: Harness;
let app: Awaited<ReturnType<Harness['server']>>;
beforeAll(async () => {
  harness = await createHarness();
  // Codes may be sent back to back here: the resend wait has its own tests (limits.test.ts).
  app = await harness.server({ limits: { codeResendSeconds: 0 } });
});
afterAll(() => harness.close());

const swapId = (value: unknown, id: string): unknown =>
  JSON.parse(JSON.stringify(value ?? null).replaceAll(EXAMPLE_LEAD_ID, id));
/** Path parameters and queries: text by name. */
const textByName = z.record(z.string(), z.string());
/** A body, and an answer read field by field. */
const jsonObject = z.record(z.string(), z.unknown());

function request(
  operationId: OperationId,
  id: string,
  override: {
    params?: Record<string, string>;
    query?: Record<string, string>;
    body?: Record<string, unknown>;
    authorization?: string;
  } = {},
) {
  const route: RouteDefinition = contractRoutes[operationId];
  const example = operationExamples[operationId];
  const params = override.params ?? textByName.parse(swapId(example.params, id) ?? {});
  const query = override.query ?? signedQuery(operationId) ?? textByName.parse(example.query ?? {});
  const search = new URLSearchParams(query).toString();
  return app.inject({
    method: route.method,
    url: `${fillPath(route.path, params)}${search ? `?${search}` : ''}`,
    ...(route.body ? { payload: override.body ?? jsonObject.parse(swapId(example.body, id)) } : {}),
    ...(override.authorization === undefined ? {} : { headers: { authorization: override.authorization } }),
  });
}

/** The unsubscribe example signed as the lender's mailer signs it (the example's own signature is made up). */
function signedQuery(operationId: OperationId): Record<string, string> | undefined {
  if (operationId !== 'unsubscribeEmail') return undefined;
  const email = operationExamples.unsubscribeEmail.query?.email ?? '';
  return { email, signature: unsubscribeSignature(createSigner(TEST_SIGNING_SECRET), email) };
}

/** A lead on the step the operation answers: made with its marker, and decided on when the operation needs it. */
async function leadFor(operationId: OperationId): Promise<string> {
  const id = await createLead(app, leadWithMarker(markerFor(operationId)));
  const needsDecision =
    GUARDED_OPERATIONS.includes(operationId) && !['updateLead', 'updateLeadV3'].includes(operationId);
  if (needsDecision) {
    for (let poll = 0; poll < 2; poll += 1) await app.inject({ url: `/lead/status/${id}` });
  }
  return id;
}

/** The example body, for the lead, with the offer the lead was given in place of the example's. */
async function exampleBodyFor(operationId: OperationId, id: string): Promise<Record<string, unknown> | null> {
  if (operationId === 'exchangeResumeLink') {
    const issued = await request('issueResumeLink', id);
    return { token: z.object({ developmentToken: z.string() }).parse(issued.json()).developmentToken };
  }
  if (operationId === 'verifyMobile') {
    const started = await request('startMobileVerification', id);
    return { id, code: z.object({ developmentCode: z.string() }).parse(started.json()).developmentCode };
  }
  const body = z.nullable(jsonObject).parse(swapId(operationExamples[operationId].body, id));
  if (!body || typeof body.offerId !== 'string') return body;
  const offer = z.object({ offerId: z.string() });
  const status = z
    .object({ offer: z.optional(offer), offers: z.optional(z.array(offer)) })
    .parse((await app.inject({ url: `/lead/status/${id}` })).json());
  return { ...body, offerId: status.offers?.[0]?.offerId ?? status.offer?.offerId };
}

const authorizationOf = (leadId: string) => `Bearer ${harness.credentialOf(leadId) ?? ''}`;

describe.each(entries)('%s', (operationId, route) => {
  it('answers its example with the contract status and shape', async () => {
    const id = await leadFor(operationId);
    const body = await exampleBodyFor(operationId, id);
    const response = await request(operationId, id, body ? { body } : {});
    expect(response.statusCode, response.body).toBe(route.successStatus);
    expect(route.response.safeParse(response.json()).error).toBeUndefined();
  });

  if (route.applicantLead) {
    it("opens only to its lead's credential: the bare id 401, another lead's credential 404, nothing revealed", async () => {
      const id = await leadFor(operationId);
      const other = await createLead(app);
      const body = await exampleBodyFor(operationId, id);
      const attempts = [
        { authorization: '', status: 401 },
        { authorization: `Bearer ${'A'.repeat(43)}`, status: 404 },
        { authorization: authorizationOf(other), status: 404 },
        { authorization: `Basic ${harness.credentialOf(id) ?? ''}`, status: 401 },
      ];
      for (const attempt of attempts) {
        const response = await request(operationId, id, { ...(body ? { body } : {}), ...attempt });
        expect(response.statusCode, attempt.authorization).toBe(attempt.status);
        const errors = errorBodySchema.parse(response.json()).errors;
        expect(errors).toHaveLength(1);
        // Nothing of the lead in the answer: not its email, not its name, not its id.
        expect(response.body).not.toMatch(/maria|@example|Garc/i);
        expect(response.body).not.toContain(id);
      }
      const allowed = await request(operationId, id, { ...(body ? { body } : {}) });
      expect(allowed.statusCode, allowed.body).toBe(route.successStatus);
    });
  }

  if (route.body) {
    it('rejects a bad body with 400 and the field names', async () => {
      const holder = await createLead(app);
      const response = await request(operationId, UNKNOWN_ID, {
        body: { id: 'not-a-uuid', product: 'UPPER CASE' },
        authorization: authorizationOf(holder),
      });
      expect(response.statusCode).toBe(400);
      const body = errorBodySchema.parse(response.json());
      expect(body.errors.length).toBeGreaterThan(0);
      expect(body.errors.every((error) => error.fieldName.length > 0)).toBe(true);
    });
  }

  if (route.params && 'id' in route.params.shape) {
    it('rejects a malformed id with 400 on `id` and an unknown id with 404', async () => {
      const authorization = authorizationOf(await createLead(app));
      const bad = await request(operationId, 'nope', {
        params: { ...operationExamples[operationId].params, id: 'nope' },
        authorization,
      });
      expect(bad.statusCode).toBe(400);
      expect(errorBodySchema.parse(bad.json()).errors.map((error) => error.fieldName)).toContain('id');
      const unknown = await request(operationId, UNKNOWN_ID, { authorization });
      expect(unknown.statusCode).toBe(404);
    });
  } else if (route.body instanceof z.ZodMiniObject && 'id' in route.body.shape) {
    it('answers 404 for an unknown lead id in the body', async () => {
      const authorization = authorizationOf(await createLead(app));
      const response = await request(operationId, UNKNOWN_ID, { authorization });
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.safeParse(response.json()).success).toBe(true);
    });
  }

  if (route.query && !route.params && !route.body) {
    it('rejects a bad query with 400', async () => {
      const response = await request(operationId, UNKNOWN_ID, {
        query: { country: 'xx', locale: 'xx', email: 'no' },
      });
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).errors[0]?.fieldName).toMatch(
        /^(country|locale|email|product)$/,
      );
    });
  }
});

describe('path parameters of the reference calls', () => {
  it.each([
    ['/postcode/0670', 400, 'code'],
    ['/postcode/99999', 404, ''],
    ['/postcode/lookup/0', 400, 'code'],
    ['/company/a', 400, 'name'],
  ])('%s answers %i', async (url, status, fieldName) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(status);
    expect(errorBodySchema.parse(response.json()).errors[0]?.fieldName).toBe(fieldName);
  });
});
