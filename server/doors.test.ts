// @vitest-environment node
/**
 * The lead's doors (issue 28, docs/adr/0027) beyond the per-route table of routes.test.ts: resume links, the limits
 * (counted in the database, so two API processes count together), the captcha check, signed unsubscribe links and
 * concurrent updates. On PGlite in the unit step and again on PostgreSQL in the `server-postgres` step.
 */
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { errorBodySchema } from '#contract/errors.ts';
import { exampleLeadCreate } from '#contract/examples.ts';
import {
  leadResumedResponseSchema,
  leadStatusResponseSchema,
  RESUME_TOKEN_ID_LENGTH,
} from '#contract/lead.ts';
import { leadUpdateRequestSchema } from '#contract/lead-payload.ts';
import { unsubscribeSignature } from './customer-handlers.ts';
import { createSigner } from './http/signing.ts';
import { FIFTY_FIELD_CHANGES } from './test/fifty-field-changes.ts';
import {
  createHarness,
  createLead,
  leadWithMarker,
  TEST_SIGNING_SECRET,
  type Harness,
} from './test/harness.ts';

let harness: Harness;
let app: Awaited<ReturnType<Harness['server']>>;
beforeAll(async () => {
  harness = await createHarness();
  app = await harness.server();
});
afterAll(() => harness.close());

const bearer = (credential: string) => ({ authorization: `Bearer ${credential}` });

function expectError(response: LightMyRequestResponse, status: number, fieldName?: string) {
  expect(response.statusCode, response.body).toBe(status);
  const { errors } = errorBodySchema.parse(response.json());
  if (fieldName !== undefined) expect(errors.map((error) => error.fieldName)).toContain(fieldName);
  // A refusal never carries the lead: not its email, its name or its national id.
  expect(response.body).not.toMatch(/maria|Hern|HELM9/i);
  return errors;
}

async function issueLink(leadId: string): Promise<{ token: string; expiresAt: string }> {
  const response = await app.inject({ method: 'POST', url: `/lead/${leadId}/resume-link`, payload: {} });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ developmentToken: string; expiresAt: string }>();
  return { token: body.developmentToken, expiresAt: body.expiresAt };
}

const exchange = (token: string) =>
  app.strangerInject({ method: 'POST', url: '/lead/resume', payload: { token } });

describe('resume links', () => {
  it('a link opens its lead once, in exchange for a new credential; the credential held before stops working', async () => {
    const id = await createLead(app);
    const before = harness.credentialOf(id) ?? '';
    const { token, expiresAt } = await issueLink(id);
    // The expiry is the configured 72 hours from now.
    expect(Math.abs(Date.parse(expiresAt) - Date.now() - 72 * 3_600_000)).toBeLessThan(60_000);

    const used = await exchange(token);
    expect(used.statusCode, used.body).toBe(200);
    const resumed = leadResumedResponseSchema.parse(used.json());
    expect(resumed.lead).toMatchObject({ id, personalDetails: { firstName: 'María José' } });
    expect(resumed.credential).not.toBe(before);

    const read = (credential: string) =>
      app.strangerInject({ url: `/lead/continue/${id}`, headers: bearer(credential) });
    expect((await read(resumed.credential)).statusCode).toBe(200);
    expectError(await read(before), 404);
    expectError(await exchange(token), 410, 'token');
  });

  it('an expired link is a 410; a forged or foreign-signed one a 404; neither reveals the lead', async () => {
    const id = await createLead(app);
    const { token } = await issueLink(id);
    await harness.database.query(`UPDATE resume_tokens SET expires_at = now() - interval '1 minute'`);
    expectError(await exchange(token), 410, 'token');

    const fresh = (await issueLink(id)).token;
    const tokenId = fresh.slice(0, RESUME_TOKEN_ID_LENGTH);
    const signature = fresh.slice(RESUME_TOKEN_ID_LENGTH);
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expectError(await exchange(`${tokenId}${flipped}`), 404);
    const foreign = createSigner('another-key-another-key-another-key-1234').sign(tokenId);
    expectError(await exchange(`${tokenId}${foreign}`), 404);
    expectError(await exchange('not-a-token'), 400, 'token');
    // The genuine one still works after all that.
    expect((await exchange(fresh)).statusCode).toBe(200);
  });

  it("a link names one lead: the other lead's link never opens this one", async () => {
    const mine = await createLead(app);
    const theirs = await createLead(app, {
      personalDetails: { ...exampleLeadCreate.personalDetails, firstName: 'Lucía' },
    });
    const { token } = await issueLink(theirs);
    const opened = leadResumedResponseSchema.parse((await exchange(token)).json());
    expect(opened.lead.id).toBe(theirs);
    expectError(
      await app.strangerInject({ url: `/lead/continue/${mine}`, headers: bearer(opened.credential) }),
      404,
    );
  });
});

describe('limits', () => {
  it('the sixth try of a code is refused even when right; a new code after the wait works', async () => {
    const limited = await harness.server({ limits: { codeResendSeconds: 1 } });
    const id = await createLead(limited, leadWithMarker('verify'));
    await limited.inject({ url: `/lead/status/${id}` });
    const asked = leadStatusResponseSchema.parse(
      (await limited.inject({ url: `/lead/status/${id}` })).json(),
    );
    if (asked.status !== 'mobile-verification') throw new Error(`unexpected ${asked.status}`);
    const code = asked.verification.developmentCode ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    const verify = (typed: string) =>
      limited.inject({ method: 'POST', url: '/v2/customer/mobile/verify', payload: { id, code: typed } });
    for (let attempt = 1; attempt <= 5; attempt += 1) expectError(await verify(wrong), 400, 'code');
    const sixth = await verify(code);
    const [error] = expectError(sixth, 429, 'code');
    expect(error?.message).toBe('validation.code.tooManyTries');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const resent = await limited.inject({
      method: 'POST',
      url: '/v2/customer/mobile/resend-code',
      payload: { id },
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const fresh = resent.json<{ developmentCode: string }>().developmentCode;
    expect((await verify(fresh)).statusCode).toBe(200);
  });

  it('a resend within 30 s is a 429 with Retry-After and the wait in the body; five sends an hour per lead', async () => {
    const id = await createLead(app, leadWithMarker('verify'));
    await app.inject({ url: `/lead/status/${id}` });
    await app.inject({ url: `/lead/status/${id}` }); // the decision sends the first code
    const resend = () =>
      app.inject({ method: 'POST', url: '/v2/customer/mobile/resend-code', payload: { id } });
    const early = await resend();
    const [error] = expectError(early, 429);
    const wait = Number(early.headers['retry-after']);
    expect(wait).toBeGreaterThan(25);
    expect(wait).toBeLessThanOrEqual(30);
    expect(error?.retryAfterSeconds).toBe(wait);

    const quick = await harness.server({ limits: { codeResendSeconds: 0 } });
    const other = await createLead(quick, leadWithMarker('verify'));
    await quick.inject({ url: `/lead/status/${other}` });
    await quick.inject({ url: `/lead/status/${other}` }); // first send
    const statuses = [];
    for (let send = 0; send < 5; send += 1) {
      statuses.push(
        (
          await quick.inject({
            method: 'POST',
            url: '/v2/customer/mobile/resend-code',
            payload: { id: other },
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('creates per client are limited across two API processes sharing the database', async () => {
    const limits = { createsPer10Minutes: 3 };
    const first = await harness.server({ limits });
    const second = await harness.server({ limits, database: await harness.database.openAnother() });
    // A client address of its own, so no other test's creates count.
    const create = (server: typeof first) =>
      server.inject({
        method: 'POST',
        url: '/v2/lead',
        remoteAddress: '198.51.100.7',
        payload: exampleLeadCreate,
      });
    const statuses = [
      (await create(first)).statusCode,
      (await create(second)).statusCode,
      (await create(first)).statusCode,
    ];
    expect(statuses).toEqual([201, 201, 201]);
    const refused = await create(second);
    const [error] = expectError(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(error?.message).toBe('validation.limit.wait');
    // Another client is not held back.
    const elsewhere = await second.inject({
      method: 'POST',
      url: '/v2/lead',
      remoteAddress: '198.51.100.8',
      payload: exampleLeadCreate,
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('the public endpoints are limited per client', async () => {
    const limited = await harness.server({ limits: { publicPerMinute: 2 } });
    const lookup = () => limited.inject({ url: '/postcode/06700', remoteAddress: '198.51.100.9' });
    expect([(await lookup()).statusCode, (await lookup()).statusCode]).toEqual([200, 200]);
    expectError(await lookup(), 429);
  });
});

describe('captcha', () => {
  const verifier = async (token: string) => token === 'human-token';
  const create = (server: Awaited<ReturnType<Harness['server']>>, googleCaptchaToken?: string) => {
    const { googleCaptchaToken: _example, ...body } = exampleLeadCreate;
    return server.inject({
      method: 'POST',
      url: '/v2/lead',
      payload: googleCaptchaToken === undefined ? body : { ...body, googleCaptchaToken },
    });
  };

  it('with a secret, a create without a token or with a refused one is a 400 at googleCaptchaToken', async () => {
    const guarded = await harness.server({ captchaSecret: 'secret', captchaVerifier: verifier });
    expect(expectError(await create(guarded), 400, 'googleCaptchaToken')[0]?.message).toBe(
      'validation.captcha.failed',
    );
    expectError(await create(guarded, 'bot-token'), 400, 'googleCaptchaToken');
    expect((await create(guarded, 'human-token')).statusCode).toBe(201);
  });

  it('without a secret the check is off', async () => {
    expect((await create(app)).statusCode).toBe(201);
  });

  it('a create sent again with its key is answered with its lead, whatever its token: the first send spent it', async () => {
    // The verifier accepts each token once, as reCAPTCHA does.
    const spent = new Set<string>();
    const once = async (token: string) =>
      token.startsWith('human') && !spent.has(token) && !!spent.add(token);
    const guarded = await harness.server({ captchaSecret: 'secret', captchaVerifier: once });
    const send = (googleCaptchaToken: string) =>
      guarded.inject({
        method: 'POST',
        url: '/v2/lead',
        headers: { 'idempotency-key': 'captcha-retry-0001' },
        payload: { ...exampleLeadCreate, googleCaptchaToken },
      });
    const first = await send('human-token-1');
    expect(first.statusCode).toBe(201);
    for (const token of ['human-token-1', 'human-token-2']) {
      const again = await send(token);
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json()).toMatchObject({ id: first.json<{ id: string }>().id });
    }
  });
});

describe('unsubscribe', () => {
  const unsubscribe = (query: Record<string, string>) =>
    app.inject({ method: 'POST', url: `/customer/email/unsubscribe?${new URLSearchParams(query)}` });

  it('works only from a signed link', async () => {
    const email = 'ana.ruiz@example.com';
    const signature = unsubscribeSignature(createSigner(TEST_SIGNING_SECRET), email);
    expectError(await unsubscribe({ email }), 400, 'signature');
    const forged = unsubscribeSignature(createSigner('another-key-another-key-another-key-1234'), email);
    expectError(await unsubscribe({ email, signature: forged }), 403, 'signature');
    expectError(await unsubscribe({ email: 'someone.else@example.com', signature }), 403, 'signature');
    const done = await unsubscribe({ email: 'Ana.Ruiz@Example.com', signature });
    expect(done.statusCode, done.body).toBe(200);
  });
});

describe('concurrent updates', () => {
  it('50 updates of 50 different fields sent at once all land', async () => {
    const id = await createLead(app);
    const bodies = FIFTY_FIELD_CHANGES.map(({ data }) =>
      leadUpdateRequestSchema.parse({ id, product: 'prestaluz-mx', ...data }),
    );
    expect(bodies).toHaveLength(50);
    const answers = await Promise.all(
      bodies.map((payload) => app.inject({ method: 'PUT', url: '/lead', payload })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(bodies.map(() => 200));
    const { lead } = (await app.inject({ url: `/lead/continue/${id}` })).json<{
      lead: Record<string, unknown>;
    }>();
    // A section of the lead as the API answers it, read field by field.
    const storedSection = z.record(z.string(), z.unknown()).optional();
    const lost = FIFTY_FIELD_CHANGES.filter(({ path, value }) => {
      const [section = '', field] = path.split('.');
      const stored = field ? storedSection.parse(lead[section])?.[field] : lead[section];
      return JSON.stringify(stored) !== JSON.stringify(value);
    });
    expect(lost.map(({ path }) => path)).toEqual([]);
  });
});
