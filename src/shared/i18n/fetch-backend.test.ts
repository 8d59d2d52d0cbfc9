import { createFakeFetch, jsonResponse as json } from '#shared/api/testing/fake-fetch.ts';
import { fetchTexts, fillPath, postMissingKey } from './fetch-backend.ts';

type Answer = Response | 'network-error';

/** The reader over a fetch that answers from the script, recording each call. */
function reader(answer: () => Answer, folderOfLanguage?: Record<string, string>) {
  const { fetch, calls } = createFakeFetch(() => {
    const answered = answer();
    if (answered === 'network-error') throw new TypeError('Failed to fetch');
    return answered;
  });
  const options = {
    loadPath: '/base/locales/{{lng}}/{{ns}}.json',
    fetch,
    ...(folderOfLanguage ? { folderOfLanguage } : {}),
  };
  return { read: fetchTexts(options), options, calls };
}

describe('the translation files over fetch', () => {
  it('fills the path template, escaping what it puts in', () => {
    expect(fillPath('/l/{{lng}}/{{ns}}.json', 'mx', 'after-offer')).toBe('/l/mx/after-offer.json');
    expect(fillPath('/{{lng}}/{{ns}}/{{ns}}', 'a b', 'x/y')).toBe('/a%20b/x%2Fy/x%2Fy');
  });

  it("reads a language tag's file from its folder, and any other language from its own", async () => {
    const { read, calls } = reader(() => json({ hello: 'xin chào' }), { 'vi-VN': 'vn' });
    expect(await read('vi-VN', 'common')).toEqual({ texts: { hello: 'xin chào' } });
    await read('en', 'common');
    expect(calls.map((call) => call.url)).toEqual([
      '/base/locales/vn/common.json',
      '/base/locales/en/common.json',
    ]);
  });

  it.each<[string, () => Answer, boolean]>([
    ['a network failure', () => 'network-error', true],
    ['a 503', () => json({}, 503), true],
    ['a 429', () => json({}, 429), true],
    ['a 408', () => json({}, 408), true],
    ['a 404', () => new Response('', { status: 404 }), false],
    ['a file that is no JSON', () => new Response('<html>', { status: 200 }), false],
    ['a file that is a list, not texts', () => json(['a']), false],
  ])('%s fails, to be tried again: %s', async (_case, answer, retry) => {
    const { read } = reader(answer);
    expect(await read('mx', 'common')).toMatchObject({ retry });
  });

  it('posts a missing key to the add path in the folder of the language given (development)', async () => {
    const { options, calls } = reader(() => json({}));
    postMissingKey({ ...options, addPath: '/base/locales/add/{{lng}}/{{ns}}' }, 'en')('common', 'not.there');
    await vi.waitFor(() =>
      expect(calls.map(({ url, method, body }) => ({ url, method, body }))).toEqual([
        { url: '/base/locales/add/en/common', method: 'POST', body: { 'not.there': 'not.there' } },
      ]),
    );
  });
});
