import i18next, { type InitOptions } from 'i18next';
import { FetchBackend, fillPath, type FetchBackendOptions } from './fetch-backend.ts';
import { LOADER_LIMITS } from './options.ts';

type Answer = Response | 'network-error' | 'hang';

/** An i18next instance over the backend and a fetch that answers from the script, recording each call. */
async function load(
  script: (url: string, call: number) => Answer,
  options: Partial<InitOptions<FetchBackendOptions>> = {},
  addPath?: string,
) {
  const calls: { url: string; method: string; body?: string }[] = [];
  const fetch: typeof globalThis.fetch = vi.fn((url: string | URL | Request, init?: RequestInit) => {
    calls.push({
      url: String(url),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? init.body : undefined,
    });
    const answer = script(String(url), calls.length);
    if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hang') return new Promise<Response>(() => undefined);
    return Promise.resolve(answer);
  });
  const instance = i18next.createInstance();
  const ready = instance.use(FetchBackend).init<FetchBackendOptions>({
    lng: 'mx',
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    ...LOADER_LIMITS,
    retryTimeout: 1, // the doubling is i18next's; the test only counts the attempts
    ...options,
    backend: {
      ...options.backend, // e.g. folderOfLanguage; the path and the fetch are the test's
      loadPath: '/base/locales/{{lng}}/{{ns}}.json',
      fetch,
      ...(addPath ? { addPath } : {}),
    },
  });
  return { instance, ready, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the translation loader (FetchBackend)', () => {
  it('fills the path template, escaping what it puts in', () => {
    expect(fillPath('/l/{{lng}}/{{ns}}.json', 'mx', 'after-offer')).toBe('/l/mx/after-offer.json');
    expect(fillPath('/{{lng}}/{{ns}}/{{ns}}', 'a b', 'x/y')).toBe('/a%20b/x%2Fy/x%2Fy');
  });

  it('loads the locale and the fallback from the path template', async () => {
    const { instance, ready, calls } = await load((url) =>
      json({ hello: url.includes('/mx/') ? 'hola' : 'hello', only: 'english' }),
    );
    await ready;
    expect(calls.map((call) => call.url).sort()).toEqual([
      '/base/locales/en/common.json',
      '/base/locales/mx/common.json',
    ]);
    expect(instance.t('hello')).toBe('hola');
  });

  it('reads a language tag from its folder, with CLDR plurals of the language', async () => {
    const { instance, ready, calls } = await load(
      (url) =>
        json(url.includes('/vn/') ? { day_other: '{{count}} ngày' } : { day_one: 'day', day_other: 'days' }),
      { lng: 'vi-VN', load: 'currentOnly', backend: { loadPath: '', folderOfLanguage: { 'vi-VN': 'vn' } } },
    );
    await ready;
    expect(calls.map((call) => call.url).sort()).toEqual([
      '/base/locales/en/common.json',
      '/base/locales/vn/common.json',
    ]);
    // Vietnamese has one plural form: "1 ngày" comes from `_other`, never from English's `_one`.
    expect(instance.t('day', { count: 1 })).toBe('1 ngày');
  });

  it.each<[string, (call: number) => Answer, number, string]>([
    ['a network failure, then the file', (call) => (call <= 2 ? 'network-error' : json({ k: 'v' })), 3, 'v'],
    ['a 503, then the file', (call) => (call === 1 ? json({}, 503) : json({ k: 'v' })), 2, 'v'],
    ['a 429, then the file', (call) => (call === 1 ? json({}, 429) : json({ k: 'v' })), 2, 'v'],
    ['a network failure every time: 1 read and 5 retries', () => 'network-error', 6, 'k'],
    ['a 404: no retry', () => new Response('', { status: 404 }), 1, 'k'],
    ['a file that is no JSON: no retry', () => new Response('<html>', { status: 200 }), 1, 'k'],
  ])('%s', async (_case, answer, reads, shown) => {
    const { instance, ready, calls } = await load((_url, call) => answer(call), { fallbackLng: false });
    await ready;
    expect(calls).toHaveLength(reads);
    expect(instance.t('k')).toBe(shown);
  });

  it('reads at most 10 files at once (spec section 9)', async () => {
    const namespaces = Array.from({ length: 14 }, (_, index) => `ns${index}`);
    const { calls } = await load(() => 'hang', { ns: namespaces, fallbackLng: false });
    await vi.waitFor(() => expect(calls).toHaveLength(LOADER_LIMITS.maxParallelReads));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(10);
  });

  it('posts a missing key to the add path when asked to save missing keys (development)', async () => {
    const { instance, ready, calls } = await load(
      () => json({}),
      { fallbackLng: false, saveMissing: true },
      '/base/locales/add/{{lng}}/{{ns}}',
    );
    await ready;
    expect(instance.t('not.there')).toBe('not.there');
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        {
          url: '/base/locales/add/mx/common',
          method: 'POST',
          body: JSON.stringify({ 'not.there': 'not.there' }),
        },
      ]),
    );
  });

  it('posts nothing without an add path (production)', async () => {
    const { instance, ready, calls } = await load(() => json({}), { fallbackLng: false, saveMissing: true });
    await ready;
    instance.t('not.there');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });
});
