import { z } from 'zod';
import { env } from '../config/env.ts';
import { createAppApiClient } from './create-app-api-client.ts';
import { createFakeFetch, jsonResponse } from './testing/fake-fetch.ts';

describe('createAppApiClient', () => {
  it('calls the configured API base and paths, with the product identifier it was given', async () => {
    const fake = createFakeFetch(() => jsonResponse({}));
    const client = createAppApiClient('monedia-mx', { fetch: fake.fetch, isOnline: () => true });

    await client.request({
      method: 'POST',
      path: client.paths.lead,
      body: {},
      schema: z.object({}),
      context: 'lead',
      withProduct: true,
    });

    expect(fake.calls[0]?.url).toBe(`${env.VITE_API_BASE.replace(/\/$/, '')}${env.VITE_LEAD_PATH}`);
    expect(fake.calls[0]?.body).toEqual({ product: 'monedia-mx' });
    expect(client.paths).toEqual({ lead: env.VITE_LEAD_PATH, policies: env.VITE_POLICIES_PATH });
  });
});
