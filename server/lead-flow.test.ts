// @vitest-environment node
/** The lead's journey over HTTP: checking then the decision, every outcome, idempotency, verification, steps. */
import type { FastifyInstance } from 'fastify';
import { errorBodySchema } from '#contract/errors.ts';
import { leadStatusResponseSchema, type LeadStatusResponse } from '#contract/lead.ts';
import { exampleLeadCreate } from '#contract/examples.ts';
import { opaqueReference } from './leads/opaque-reference.ts';
import { createHarness, createLead, leadWithMarker, type Harness } from './test/harness.ts';

let harness: Harness;
let app: FastifyInstance;
beforeAll(async () => {
  harness = await createHarness();
  app = await harness.server({ checkingPolls: 1, partnerBaseUrl: 'http://127.0.0.1:5999/partner' });
});
afterAll(() => harness.close());

async function status(id: string): Promise<LeadStatusResponse> {
  const response = await app.inject({ url: `/lead/status/${id}` });
  expect(response.statusCode).toBe(200);
  return leadStatusResponseSchema.parse(response.json());
}

/** A lead made with the marker and read until the decision: it stands on the step the marker asks for. */
async function decidedLead(
  marker: string,
  patch: Parameters<typeof leadWithMarker>[1] = {},
): Promise<string> {
  const id = await createLead(app, leadWithMarker(marker, patch));
  await status(id);
  await status(id);
  return id;
}

describe('lead status', () => {
  it("answers 'checking' for the configured number of polls, then the decision", async () => {
    const id = await createLead(app, leadWithMarker('accept'));
    expect(await status(id)).toMatchObject({ status: 'checking', state: 6, retryAfterMs: 1000 });
    expect(await status(id)).toMatchObject({ status: 'accepted', state: 10 });
  });

  it('keeps the offer valid 24 hours from the decision, however often and late it is read', async () => {
    const id = await createLead(app, leadWithMarker('accept'));
    await status(id); // checking
    const decidedAt = Date.now();
    const first = await status(id);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await status(id);
    if (first.status !== 'accepted' || again.status !== 'accepted') throw new Error('expected an offer');
    expect(again.offer.expiresAt).toBe(first.offer.expiresAt);
    const validForMs = Date.parse(first.offer.expiresAt) - decidedAt;
    expect(Math.abs(validForMs - 24 * 3_600_000)).toBeLessThan(5_000);
  });

  it("a decided lead's status reads write nothing: the row version stays the same", async () => {
    const id = await createLead(app, leadWithMarker('accept'));
    await status(id);
    const decided = await status(id);
    const version = async () =>
      (
        await harness.database.query<{ v: string }>('SELECT xmin::text AS v FROM leads WHERE id = $1', [id])
      )[0]?.v;
    const before = await version();
    for (let read = 0; read < 3; read += 1) expect(await status(id)).toEqual(decided);
    expect(await version()).toBe(before);
  });

  it('waits for more polls when configured', async () => {
    const slow = await harness.server({ checkingPolls: 3 });
    const id = await createLead(slow, leadWithMarker('reject'));
    const answers = [];
    for (let poll = 0; poll < 4; poll += 1) {
      answers.push((await slow.inject({ url: `/lead/status/${id}` })).json<{ status: string }>().status);
    }
    expect(answers).toEqual(['checking', 'checking', 'checking', 'rejected']);
  });

  it.each([
    ['accept', {}, 'accepted', 10],
    ['reject', {}, 'rejected', 13],
    ['thankyou', {}, 'thank-you', 11],
    ['redirect', {}, 'redirected', 12],
    ['redirectpost', {}, 'redirected', 12],
    ['verify', {}, 'mobile-verification', 7],
    ['step26', {}, 'partner-step', 26],
    ['', { amount: 10_000, incomeDetails: { monthlyIncome: 2_000 } }, 'rejected', 13],
    ['', { amount: 150_000, incomeDetails: { monthlyIncome: 10_000 } }, 'redirected', 12],
    ['', { amount: 60_000, incomeDetails: { monthlyIncome: 10_000 } }, 'thank-you', 11],
    ['', { amount: 10_000, incomeDetails: { monthlyIncome: 18_500 } }, 'accepted', 10],
  ] as const)('marker "%s" with %o decides %s', async (marker, patch, expected, state) => {
    const id = await createLead(app, leadWithMarker(marker, patch));
    await status(id);
    expect(await status(id)).toMatchObject({ status: expected, state });
  });

  it('gives a GET redirect to the configured partner base, and a POST one with form fields', async () => {
    const get = await createLead(app, leadWithMarker('redirect'));
    await status(get);
    const getAnswer = await status(get);
    expect(getAnswer.status === 'redirected' && getAnswer.redirect).toMatchObject({
      method: 'GET',
      url: `http://127.0.0.1:5999/partner/creditea?ref=${opaqueReference('partner', get, 32)}`,
    });
    // The partner gets a reference of its own, never the lead id (which opens nothing alone, but is the applicant's).
    expect(JSON.stringify(getAnswer)).not.toContain(`ref=${get}`);
    const post = await createLead(app, leadWithMarker('redirectpost'));
    await status(post);
    const postAnswer = await status(post);
    expect(postAnswer.status === 'redirected' && postAnswer.redirect).toMatchObject({
      method: 'POST',
      fields: { ref: opaqueReference('partner', post, 32), amount: String(exampleLeadCreate.amount) },
    });
    const recorded = await app.inject({ method: 'POST', url: `/lead/${post}/redirect` });
    expect(recorded.json()).toMatchObject({ redirect: { method: 'POST' } });
  });

  it('the decision is computed from the stored answers, and holds: they are read-only once checking began', async () => {
    const raise = (id: string) =>
      app.inject({
        method: 'PUT',
        url: '/lead',
        payload: { product: 'prestaluz-mx', id, incomeDetails: { monthlyIncome: 30_000 } },
      });
    const id = await createLead(
      app,
      leadWithMarker('', { amount: 10_000, incomeDetails: { monthlyIncome: 1_000 } }),
    );
    await status(id);
    expect((await status(id)).status).toBe('rejected');
    const raised = await raise(id);
    expect(raised.statusCode).toBe(409);
    expect(errorBodySchema.parse(raised.json()).errors[0]?.message).toMatch(/no longer change/);
    expect((await status(id)).status).toBe('rejected');
    // Before checking, the same update is taken and the decision follows it.
    const other = await createLead(
      app,
      leadWithMarker('', { amount: 10_000, incomeDetails: { monthlyIncome: 1_000 } }),
    );
    expect((await raise(other)).statusCode).toBe(200);
    await status(other);
    expect((await status(other)).status).toBe('accepted');
  });
});

describe('mobile verification', () => {
  it('asks for a code, refuses a wrong one, accepts the right one, then accepts the lead', async () => {
    const id = await createLead(app, leadWithMarker('verify'));
    await status(id);
    const asked = await status(id);
    if (asked.status !== 'mobile-verification') throw new Error(`unexpected ${asked.status}`);
    expect(asked.verification.phoneNumberMasked).toMatch(/^\*+678$/);
    const code = asked.verification.developmentCode ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await app.inject({
      method: 'POST',
      url: '/v2/customer/mobile/verify',
      payload: { id, code: wrong },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ errors: [{ fieldName: 'code', message: 'validation.code.incorrect' }] });
    const verified = await app.inject({
      method: 'POST',
      url: '/v2/customer/mobile/verify',
      payload: { id, code },
    });
    expect(verified.json()).toEqual({ id, state: 10 });
    expect((await status(id)).status).toBe('accepted');
  });

  it('a changed number gets a new code; the old one no longer works', async () => {
    const id = await createLead(app, leadWithMarker('verify'));
    await status(id);
    await status(id);
    const first = (
      await app.inject({ method: 'POST', url: '/lead/mobile/verification', payload: { id } })
    ).json();
    const changed = await app.inject({
      method: 'PUT',
      url: '/v2/customer/mobile',
      payload: { id, phoneNumber: '+52 33 9999 0001' },
    });
    expect(changed.json()).toMatchObject({ phoneNumberMasked: '*********001' });
    const second = changed.json<{ developmentCode: string }>().developmentCode;
    if (first.developmentCode !== second) {
      const old = await app.inject({
        method: 'POST',
        url: '/v2/customer/mobile/verify',
        payload: { id, code: first.developmentCode },
      });
      expect(old.statusCode).toBe(400);
    }
    const resumed = await app.inject({ url: `/lead/continue/${id}` });
    expect(resumed.json()).toMatchObject({ lead: { contactDetails: { phoneNumber: '+52 33 9999 0001' } } });
  });

  it('hides the code outside development', async () => {
    const production = await harness.server({ development: false });
    const id = await createLead(production, leadWithMarker('verify'));
    const challenge = (
      await production.inject({ method: 'POST', url: '/lead/mobile/verification', payload: { id } })
    ).json();
    expect(challenge).not.toHaveProperty('developmentCode');
  });
});

describe('after-offer steps', () => {
  it('a partner step completed by its call moves the lead on to accepted', async () => {
    const id = await createLead(app, leadWithMarker('step16'));
    await status(id);
    expect(await status(id)).toMatchObject({ status: 'partner-step', state: 16 });
    const done = await app.inject({
      method: 'POST',
      url: '/lead/vehicle',
      payload: {
        id,
        make: 'Nissan',
        model: 'Versa',
        year: 2019,
        licensePlateNumber: 'ABC-123',
        isFinanced: false,
        ownership: 'own',
      },
    });
    expect(done.json()).toEqual({ id, state: 10 });
  });

  it('skip completes the current step; with no step to skip it is a 409', async () => {
    // The step exists once the lender decided: the lead is read until then (lead-transitions.ts).
    const id = await decidedLead('step30');
    expect((await app.inject({ method: 'POST', url: `/lead/skip/${id}` })).json()).toEqual({ id, state: 10 });
    expect((await app.inject({ method: 'POST', url: `/lead/skip/${id}` })).statusCode).toBe(409);
  });

  it('a step or a skip sent again with its Idempotency-Key is recorded once and answers as the first did', async () => {
    const id = await decidedLead('step30');
    const skip = () =>
      app.inject({
        method: 'POST',
        url: `/lead/skip/${id}`,
        headers: { 'idempotency-key': 'skip-key-0001' },
      });
    expect((await skip()).json()).toEqual({ id, state: 10 });
    // Without the key this would be a 409 (nothing left to skip): with it, the first skip's answer again.
    expect((await skip()).json()).toEqual({ id, state: 10 });

    const onDetails = await decidedLead('step22');
    const details = () =>
      app.inject({
        method: 'POST',
        url: '/lead/personal-details',
        headers: { 'idempotency-key': 'step-key-0001' },
        payload: { id: onDetails, personalDetails: { middleName: 'Guadalupe' } },
      });
    const answers = await Promise.all([details(), details(), details()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const rows = await harness.database.query<{ lead_id: string; operation: string }>(
      'SELECT lead_id, operation FROM lead_steps WHERE lead_id = ANY($1) ORDER BY id',
      [[id, onDetails]],
    );
    expect(rows).toEqual([
      { lead_id: id, operation: 'skipLeadStep' },
      { lead_id: onDetails, operation: 'submitPersonalDetails' },
    ]);
    // The step is done: the same answers without the key are a call out of place.
    const again = await app.inject({
      method: 'POST',
      url: '/lead/personal-details',
      payload: { id: onDetails, personalDetails: { middleName: 'Guadalupe' } },
    });
    expect(again.statusCode).toBe(409);
  });

  it('merges lead sections a step sends into the lead', async () => {
    const id = await decidedLead('step22');
    await app.inject({
      method: 'POST',
      url: '/lead/personal-details',
      payload: { id, personalDetails: { middleName: 'Guadalupe' } },
    });
    const lead = (await app.inject({ url: `/lead/continue/${id}` })).json<{
      lead: { personalDetails: object };
    }>().lead;
    expect(lead.personalDetails).toMatchObject({ firstName: 'María José', middleName: 'Guadalupe' });
  });

  it('required consents must be accepted; answers are stored', async () => {
    const id = await decidedLead('step29');
    const refused = await app.inject({
      method: 'PUT',
      url: `/customer/${id}/consents`,
      payload: {
        consents: [
          { id: 'mx-credit-bureau', accepted: false },
          { id: 'nope', accepted: true },
        ],
      },
    });
    expect(refused.json()).toEqual({
      errors: [
        { fieldName: 'consents.0.accepted', message: 'validation.required.accept' },
        { fieldName: 'consents.1.id', message: 'validation.choice' },
      ],
    });
    await app.inject({
      method: 'PUT',
      url: `/customer/${id}/consents`,
      payload: { consents: [{ id: 'mx-marketing', accepted: true }] },
    });
    const consents = (await app.inject({ url: `/customer/${id}/consents` })).json<{
      consents: { id: string; accepted: boolean }[];
    }>();
    expect(consents.consents.find((consent) => consent.id === 'mx-marketing')?.accepted).toBe(true);
  });
});

describe('lead create, update and resume', () => {
  it('a retried create with the same Idempotency-Key returns the same lead, never a second one', async () => {
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/lead',
        headers: { 'idempotency-key': 'retry-key-0001' },
        payload: exampleLeadCreate,
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect(first.statusCode).toBe(201);
    expect(second.json<{ id: string }>().id).toBe(first.json<{ id: string }>().id);
    const rows = await harness.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM leads WHERE idempotency_key = 'retry-key-0001'",
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('the same key with a different body is a 422; a malformed key a 400', async () => {
    const headers = { 'idempotency-key': 'retry-key-0002' };
    await app.inject({ method: 'POST', url: '/v2/lead', headers, payload: exampleLeadCreate });
    const other = await app.inject({
      method: 'POST',
      url: '/v2/lead',
      headers,
      payload: { ...exampleLeadCreate, amount: 500 },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ errors: [{ fieldName: 'Idempotency-Key' }] });
    const bad = await app.inject({
      method: 'POST',
      url: '/v2/lead',
      headers: { 'idempotency-key': 'x y' },
      payload: exampleLeadCreate,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('issue 19: stores the selling tier, both UTM touches and the lead source, and reads them back', async () => {
    const id = await createLead(app);
    const resumed = await app.inject({ url: `/lead/continue/${id}` });
    expect(resumed.json()).toMatchObject({
      lead: {
        sellingTierGlobalId: exampleLeadCreate.sellingTierGlobalId,
        utm: exampleLeadCreate.utm,
        leadSource: exampleLeadCreate.leadSource,
        affiliateReferenceParams: { attribute: exampleLeadCreate.affiliateReferenceParams?.attribute },
      },
    });
  });

  it.each([
    ['a selling tier longer than 100 characters', { sellingTierGlobalId: 'x'.repeat(101) }],
    ['an empty selling tier', { sellingTierGlobalId: ' ' }],
    ['a UTM value longer than 200 characters', { utm: { lastTouch: { term: 'x'.repeat(201) } } }],
    ['a lead source longer than 100 characters', { leadSource: `embedded:https://${'x'.repeat(100)}` }],
  ])('issue 19: refuses %s', async (_case, patch) => {
    const response = await app.inject({
      method: 'POST',
      url: '/v2/lead',
      payload: { ...exampleLeadCreate, ...patch },
    });
    expect(response.statusCode).toBe(400);
  });

  it('without a key two creates make two leads', async () => {
    const [a, b] = [await createLead(app), await createLead(app)];
    expect(a).not.toBe(b);
  });

  it('an update merges sections and the lead resumes by link, checking the transaction id', async () => {
    const id = await createLead(app);
    const updated = await app.inject({
      method: 'PUT',
      url: '/lead',
      payload: { id, product: 'prestaluz-mx', contactDetails: { suburb: 'Condesa' }, leadStatus: 4 },
    });
    expect(updated.json()).toMatchObject({ id, leadStatus: 4 });
    const resumed = await app.inject({ url: `/v3/lead/url/${id}/continue?refTransactionId=tx-9f8e7d` });
    expect(resumed.json()).toMatchObject({
      state: 4,
      lead: { id, contactDetails: { suburb: 'Condesa', email: exampleLeadCreate.contactDetails?.email } },
    });
    expect((await app.inject({ url: `/v2/lead/url/${id}/sms?refTransactionId=other` })).statusCode).toBe(404);
  });

  it('serves the lead and policies at configured paths', async () => {
    const custom = await harness.server({ leadPath: '/api/solicitud', policiesPath: '/api/politicas' });
    const created = await custom.inject({
      method: 'POST',
      url: '/api/solicitud',
      payload: exampleLeadCreate,
    });
    expect(created.statusCode).toBe(201);
    expect((await custom.inject({ url: '/api/politicas?country=pl' })).json()).toMatchObject({
      policies: expect.arrayContaining([expect.objectContaining({ id: 'pl-general', required: true })]),
    });
    expect(
      (await custom.inject({ method: 'POST', url: '/lead', payload: exampleLeadCreate })).statusCode,
    ).toBe(404);
  });
});

describe('offers past their 24 hours', () => {
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
  /** A lead at the step, decided (the offer made) `hoursAgo` hours ago. */
  async function decided(marker: string, hoursAgo: number): Promise<{ id: string; offerId: string }> {
    const id = await createLead(app, leadWithMarker(marker));
    await status(id);
    const asked = await status(id);
    if (asked.status !== 'partner-step') throw new Error(`unexpected ${asked.status}`);
    await harness.database.exec(
      `UPDATE leads SET decided_at = now() - interval '${hoursAgo} hours' WHERE id = '${id}'`,
    );
    return { id, offerId: asked.offers?.[0]?.offerId ?? '' };
  }
  const taking = [
    ['step17', '/lead/sale', (id: string, offerId: string) => ({ id, offerId, accepted: true })],
    [
      'step19',
      '/lead/offer/payment',
      (id: string, offerId: string) => ({ id, offerId, paymentMethod: 'cash-pickup' }),
    ],
    [
      'step38',
      '/lead/accept-creditea-offer',
      (id: string, offerId: string) => ({ id, offerId, amount: 10_000, period: 12, accepted: true }),
    ],
  ] as const;

  it.each(taking)(
    '%s: taking the offer a day after the decision is refused at offerId',
    async (marker, url, body) => {
      const { id, offerId } = await decided(marker, 25);
      const response = await post(url, body(id, offerId));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: [{ fieldName: 'offerId', message: 'validation.offer.expired' }],
      });
    },
  );

  it.each(taking)('%s: taking it within the day goes on', async (marker, url, body) => {
    const { id, offerId } = await decided(marker, 23);
    expect((await post(url, body(id, offerId))).statusCode).toBe(200);
  });

  it('declining an expired offer is fine', async () => {
    const { id, offerId } = await decided('step17', 25);
    expect((await post('/lead/sale', { id, offerId, accepted: false })).statusCode).toBe(200);
  });
});

describe('steps served by one call, and the offers partner steps show', () => {
  async function atStep(marker: string): Promise<string> {
    const id = await createLead(app, leadWithMarker(marker));
    await status(id);
    return id;
  }
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
  const wniosek = (id: string, kind: 'application' | 'supplement') => ({
    id,
    kind,
    pesel: '44051401458',
    idCardNumber: 'ABC123456',
  });
  const partnerOffer = (id: string, offerId: string) => ({
    id,
    offerId,
    amount: 10_000,
    period: 12,
    accepted: true,
  });
  const offerOf = (answer: LeadStatusResponse) =>
    (answer.status === 'partner-step' ? answer.offers?.[0]?.offerId : undefined) ?? '';

  it.each([
    ['step33', (id: string) => post('/lead/wniosek', wniosek(id, 'application'))],
    ['step34', (id: string) => post('/lead/wniosek', wniosek(id, 'supplement'))],
    [
      'step18',
      (id: string) => post('/lead/account', { id, iban: '002010077777777771', accountHolderName: 'María' }),
    ],
    [
      'step9',
      (id: string) => post('/lead/account', { id, iban: '002010077777777771', accountHolderName: 'María' }),
    ],
    ['step17', (id: string, offerId: string) => post('/lead/sale', { id, offerId, accepted: true })],
    ['step37', (id: string, offerId: string) => post('/lead/sale', { id, offerId, accepted: true })],
    ['step40', (id: string, offerId: string) => post('/lead/proficredit', partnerOffer(id, offerId))],
    ['step41', (id: string, offerId: string) => post('/lead/proficredit', partnerOffer(id, offerId))],
    [
      'step15',
      (id: string) =>
        app.inject({ method: 'PUT', url: '/v2/customer/mobile', payload: { id, phoneNumber: '5587654321' } }),
    ],
    [
      'step29',
      (id: string) =>
        app.inject({
          method: 'PUT',
          url: `/customer/${id}/consents`,
          payload: { consents: [{ id: 'mx-marketing', accepted: true }] },
        }),
    ],
    [
      'step36',
      (id: string) =>
        app.inject({
          method: 'PUT',
          url: `/customer/${id}/consents`,
          payload: { consents: [{ id: 'mx-marketing', accepted: false }] },
        }),
    ],
  ] as const)('%s is completed by its call, and the lead is accepted', async (marker, call) => {
    const id = await atStep(marker);
    const asked = await status(id);
    expect(asked.status).toBe('partner-step');
    expect((await call(id, offerOf(asked))).statusCode).toBe(200);
    expect(await status(id)).toMatchObject({ status: 'accepted', state: 10 });
  });

  it('a call completes only the step it serves: the application on a pending vehicle step is a 409', async () => {
    const id = await atStep('step16');
    const answer = await post('/lead/wniosek', wniosek(id, 'application'));
    expect(answer.statusCode).toBe(409);
    expect(errorBodySchema.parse(answer.json()).errors[0]?.message).toMatch(/not on the step/);
    expect(await status(id)).toMatchObject({ status: 'partner-step', state: 16 });
  });

  it('the identity document is answered in several calls: its images are taken after its details completed the step', async () => {
    const id = await atStep('step30');
    await status(id);
    const image = (side: string) => ({
      id,
      side,
      fileName: `${side}.png`,
      contentType: 'image/png',
      dataBase64: 'AAAA',
    });
    const details = await post('/lead/documentId', {
      id,
      documentType: 'voter-card',
      documentNumber: 'ABC123456',
    });
    expect(details.statusCode, details.body).toBe(200);
    expect(await status(id)).toMatchObject({ status: 'accepted' });
    expect((await post('/lead/idUpload', image('front'))).statusCode).toBe(200);
    expect((await post('/lead/idUpload', image('back'))).statusCode).toBe(200);
    // Another step's call is still out of place.
    expect(
      (await post('/lead/marital-details', { id, maritalStatus: 'single', numberOfDependants: 0 }))
        .statusCode,
    ).toBe(409);
  });

  it('partner offer calls take only an offer the lead was given, with values inside its product', async () => {
    const id = await atStep('step40');
    const offerId = offerOf(await status(id));
    const refused = async (body: object, fieldNames: string[]) => {
      const answer = await post('/lead/proficredit', { ...partnerOffer(id, offerId), ...body });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorBodySchema.parse(answer.json()).errors.map((error) => error.fieldName)).toEqual(fieldNames);
    };
    // prestaluz-mx lends MXN 500 to 150,000 over 1 to 36 months (contract/loan-products.ts).
    await refused({ amount: 10_000_000, period: 3650 }, ['amount', 'period']);
    await refused({ amount: 499 }, ['amount']);
    await refused({ period: 37 }, ['period']);
    await refused({ offerId: 'off-made-up' }, ['offerId']);
    expect(await status(id)).toMatchObject({ status: 'partner-step', state: 40 });
    expect((await post('/lead/proficredit', partnerOffer(id, offerId))).statusCode).toBe(200);
  });

  it.each([
    ['step17', 1],
    ['step19', 1],
    ['step37', 3],
    ['step38', 1],
    ['step26', 0],
  ] as const)('%s carries %i offer(s), each with its own id', async (marker, count) => {
    const id = await atStep(marker);
    const answer = await status(id);
    const offers = answer.status === 'partner-step' ? (answer.offers ?? []) : [];
    expect(offers).toHaveLength(count);
    expect(new Set(offers.map((offer) => offer.offerId)).size).toBe(count);
    // An offer id is no piece of the lead id.
    for (const offer of offers) expect(offer.offerId).not.toContain(id.slice(0, 8));
  });

  it.each(['step8', 'step25'])('%s is no after-offer step: the numbers decide', async (marker) => {
    const answer = await status(await atStep(marker));
    expect(answer).toMatchObject({ status: 'accepted', state: 10 });
  });
});

describe('policy steps', () => {
  it.each([
    ['/lead/policy', 'step20'],
    ['/lead/dynamic-policy', 'step35'],
  ])(
    '%s refuses a required policy answered no, at that answer, and takes it answered yes',
    async (url, marker) => {
      const id = await decidedLead(marker);
      const answer = (accepted: boolean) => ({
        id,
        policies: [
          { id: 'mx-marketing', accepted: false },
          { id: 'mx-general', accepted },
        ],
      });
      const refused = await app.inject({ method: 'POST', url, payload: answer(false) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        errors: [{ fieldName: 'policies.1.accepted', message: 'validation.required.accept' }],
      });
      const taken = await app.inject({ method: 'POST', url, payload: answer(true) });
      expect(taken.statusCode).toBe(200);
    },
  );
});
