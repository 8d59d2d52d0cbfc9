import type { PostcodeResponse } from '#contract/reference-data.ts';
import { jsonResponse } from '#shared/api/testing/fake-fetch.ts';
import { fakeClient } from '#shared/api/testing/fixtures.ts';
import { captureLogs } from '#shared/api/testing/log-capture.ts';
import { fetchPostcode } from './postcode.ts';

const summary = {
  postalCode: '01000',
  state: 'Ciudad de México',
  municipality: 'Álvaro Obregón',
  city: 'CDMX',
};
const postcode: PostcodeResponse = { ...summary, colonias: ['San Ángel', 'Tlacopac'] };

describe('fetchPostcode', () => {
  it('returns the contract data', async () => {
    const { client, calls } = fakeClient(() => jsonResponse(postcode));

    expect(await fetchPostcode(client, { code: '01000' })).toEqual({ ok: true, data: postcode });
    expect(calls.map((call) => call.url)).toEqual(['https://api.test/base/postcode/01000']);
  });

  it('a postcode without its colonias breaks the contract and is an error', async () => {
    captureLogs();
    const { client } = fakeClient(() => jsonResponse(summary));

    const result = await fetchPostcode(client, { code: '01000' });

    expect(result.ok || result.error).toMatchObject({ status: 0, kind: 'malformed', httpStatus: 200 });
  });
});
