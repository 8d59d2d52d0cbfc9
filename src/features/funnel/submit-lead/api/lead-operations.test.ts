import { z } from 'zod';
import { PRODUCT_FIELD, type ApiClient } from '#shared/api/http-client.ts';
import type { ApiResult } from '#shared/api/api-error.ts';
import { jsonResponse } from '#shared/api/testing/fake-fetch.ts';
import { fakeClient, LEAD_ID, leadResumed, leadSaved, statusChecking } from '#shared/api/testing/fixtures.ts';
import { captureLogs } from '#shared/api/testing/log-capture.ts';
import { createLead } from './create-lead.ts';
import { createLeadV2 } from './create-lead-v2.ts';
import { createLeadV3 } from './create-lead-v3.ts';
import { fetchLeadByLinkV2 } from '#shared/api/operations/lead-by-link-v2.ts';
import { fetchLeadByLinkV3 } from '#shared/api/operations/lead-by-link-v3.ts';
import { fetchLeadStatus } from '#shared/api/operations/lead-status.ts';
import { updateLead } from './update-lead.ts';
import { updateLeadV3 } from './update-lead-v3.ts';

const lead = { amount: 10_000, period: 12, personalDetails: { firstName: 'Ana' } };

interface Row {
  name: string;
  call: (client: ApiClient) => Promise<ApiResult<unknown>>;
  answer: unknown;
  method: string;
  url: string;
  /** lead-create and lead (update) bodies carry the product identifier; nothing else does. */
  carriesProduct: boolean;
  failureLog?: string;
}

const rows: Row[] = [
  {
    name: 'create by the configured lead path',
    call: (client) => createLead(client, lead),
    answer: leadSaved,
    method: 'POST',
    url: 'https://api.test/base/applications/lead',
    carriesProduct: true,
    failureLog: 'Failed to post lead',
  },
  {
    name: 'create v2',
    call: (client) => createLeadV2(client, lead),
    answer: leadSaved,
    method: 'POST',
    url: 'https://api.test/base/v2/lead',
    carriesProduct: true,
    failureLog: 'Failed to post lead',
  },
  {
    name: 'create v3',
    call: (client) => createLeadV3(client, { ...lead, formPath: 'personal-details' }),
    answer: leadSaved,
    method: 'POST',
    url: 'https://api.test/base/v3/lead',
    carriesProduct: true,
    failureLog: 'Failed to post lead',
  },
  {
    name: 'update by the configured lead path',
    call: (client) => updateLead(client, { ...lead, id: LEAD_ID }),
    answer: leadSaved,
    method: 'PUT',
    url: 'https://api.test/base/applications/lead',
    carriesProduct: true,
    failureLog: 'Failed to update lead',
  },
  {
    name: 'update v3',
    call: (client) => updateLeadV3(client, { ...lead, id: LEAD_ID }),
    answer: leadSaved,
    method: 'PUT',
    url: 'https://api.test/base/v3/lead',
    carriesProduct: true,
    failureLog: 'Failed to update lead',
  },
  {
    name: 'status',
    call: (client) => fetchLeadStatus(client, { id: LEAD_ID }),
    answer: statusChecking,
    method: 'GET',
    url: `https://api.test/base/lead/status/${LEAD_ID}`,
    carriesProduct: false,
  },
  {
    name: 'v3 lead by link with the refTransactionId suffix',
    call: (client) =>
      fetchLeadByLinkV3(client, { id: LEAD_ID, urlType: 'email', refTransactionId: 'tx 1&2' }),
    answer: leadResumed,
    method: 'GET',
    url: `https://api.test/base/v3/lead/url/${LEAD_ID}/email?refTransactionId=tx+1%262`,
    carriesProduct: false,
  },
  {
    name: 'v3 lead by link without a refTransactionId',
    call: (client) => fetchLeadByLinkV3(client, { id: LEAD_ID, urlType: 'sms' }),
    answer: leadResumed,
    method: 'GET',
    url: `https://api.test/base/v3/lead/url/${LEAD_ID}/sms`,
    carriesProduct: false,
  },
  {
    name: 'v2 lead by link with the link query string',
    call: (client) =>
      fetchLeadByLinkV2(client, {
        id: LEAD_ID,
        urlType: 'continue',
        query: { refTransactionId: 'abc', x: '1' },
      }),
    answer: leadResumed,
    method: 'GET',
    url: `https://api.test/base/v2/lead/url/${LEAD_ID}/continue?refTransactionId=abc&x=1`,
    carriesProduct: false,
  },
];

describe('lead operations', () => {
  it.each(rows)('$name: $method $url', async ({ call, answer, method, url, carriesProduct }) => {
    const { client, calls } = fakeClient(() => jsonResponse(answer), {
      productId: 'kredyto-pl',
      paths: { lead: '/applications/lead', policies: '/policy' },
    });

    const result = await call(client);

    // A create's credential is kept by the client, not handed on; an update's answer has none to keep.
    const { credential, ...data } = answer as Record<string, unknown>;
    expect(result).toEqual({ ok: true, data });
    expect(client.credential.read()).toBe(method === 'POST' ? credential : undefined);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method, url });
    const body = z.record(z.string(), z.unknown()).optional().parse(calls[0]?.body);
    if (carriesProduct) expect(body).toMatchObject({ ...lead, [PRODUCT_FIELD]: 'kredyto-pl' });
    else expect(body?.[PRODUCT_FIELD]).toBeUndefined();
  });

  it.each(rows)('$name: logs its failure without the lead', async ({ call, failureLog }) => {
    const logs = captureLogs();
    const { client } = fakeClient(() =>
      jsonResponse({ errors: [{ fieldName: '', message: 'down' }] }, 503, 'Down'),
    );

    const result = await call(client);

    expect(result.ok || result.error.status).toBe(503);
    const messages = logs.map((entry) => entry.message);
    expect(messages[0]).toMatch(/^ERROR: (POST|PUT|GET) \S+ HTTP 503 Down$/);
    expect(messages.slice(1)).toEqual(failureLog ? [failureLog] : []);
    expect(JSON.stringify(logs)).not.toContain('Ana');
  });

  it('a lead create sends an Idempotency-Key: the given one, else a fresh UUID per call', async () => {
    const { client, calls } = fakeClient(() => jsonResponse(leadSaved));

    await createLeadV2(client, lead, { idempotencyKey: 'retry-key-123' });
    await createLeadV2(client, lead);
    await createLeadV2(client, lead);

    const keys = calls.map((call) => call.headers['idempotency-key']);
    expect(keys[0]).toBe('retry-key-123');
    expect(keys[1]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('an update sends no Idempotency-Key (PUT is idempotent by itself)', async () => {
    const { client, calls } = fakeClient(() => jsonResponse(leadSaved));

    await updateLead(client, { id: LEAD_ID });

    expect(calls[0]?.headers['idempotency-key']).toBeUndefined();
  });

  it('an id can never change the path', async () => {
    const { client, calls } = fakeClient(() => jsonResponse(statusChecking));
    captureLogs();

    await fetchLeadStatus(client, { id: '../admin?x=1' });

    expect(calls[0]?.url).toBe('https://api.test/base/lead/status/..%2Fadmin%3Fx%3D1');
  });
});
