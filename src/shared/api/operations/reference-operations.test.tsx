import { act, renderHook, waitFor } from '@testing-library/react';
import type { PoliciesResponse, PostcodeLookupResponse } from '#contract/reference-data.ts';
import { jsonResponse } from '../testing/fake-fetch.ts';
import { fakeClient } from '../testing/fixtures.ts';
import { hookWrapper } from '../testing/hook-wrapper.tsx';
import { fetchPolicies } from './policies.ts';
import { lookupPostcodes, usePostcodeLookup } from './postcode-lookup.ts';

const summary = {
  postalCode: '01000',
  state: 'Ciudad de México',
  municipality: 'Álvaro Obregón',
  city: 'CDMX',
};
const lookup: PostcodeLookupResponse = { postcodes: [summary] };
const policies: PoliciesResponse = {
  policies: [
    {
      id: 'general-terms',
      kind: 'general',
      title: 'Terms',
      text: 'I accept the terms',
      url: 'https://lender.test/terms',
      required: true,
      version: '3',
    },
  ],
};

describe('reference data operations', () => {
  it('postcode lookup returns the contract data', async () => {
    const { client, calls } = fakeClient(() => jsonResponse(lookup));

    expect(await lookupPostcodes(client, { code: '010' })).toEqual({ ok: true, data: lookup });
    expect(calls.map((call) => call.url)).toEqual(['https://api.test/base/postcode/lookup/010']);
  });

  it('policies go to the configured policies path with the country and product', async () => {
    const { client, calls } = fakeClient(() => jsonResponse(policies), {
      paths: { lead: '/lead', policies: '/legal/policies' },
    });

    const result = await fetchPolicies(client, { country: 'mx', product: 'prestaluz' });

    expect(result).toEqual({ ok: true, data: policies });
    expect(calls[0]?.url).toBe('https://api.test/base/legal/policies?country=mx&product=prestaluz');
  });
});

describe('usePostcodeLookup', () => {
  it('asks only once the text is a valid prefix', async () => {
    const { client, calls } = fakeClient(() => jsonResponse(lookup));

    const { result, rerender } = renderHook(({ code }) => usePostcodeLookup({ code }), {
      wrapper: hookWrapper(client),
      initialProps: { code: '0' },
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calls).toHaveLength(0);

    rerender({ code: '01' });

    await waitFor(() => expect(result.current.data).toEqual(lookup));
    expect(calls.map((call) => call.url)).toEqual(['https://api.test/base/postcode/lookup/01']);
  });
});
