import fc from 'fast-check';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { callId, MAX_REMEMBERED_TEXTS, rememberingTexts } from './use-translation.ts';

const TEXTS = {
  title: 'Dane osobowe',
  day_one: '{{count}} dzień',
  day_few: '{{count}} dni',
  day_many: '{{count}} dni',
  day_other: '{{count}} dnia',
  hello: 'Cześć {{name}}',
  format: 'DD.MM.RRRR',
  format_mdy: 'MM.DD.RRRR',
};

async function started(resources: Record<string, ResourceKey> = { fields: TEXTS }) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'pl',
    fallbackLng: false,
    ns: Object.keys(resources),
    defaultNS: 'fields',
    resources: { pl: resources },
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** A fixed `t` of the namespace, with each call that reaches i18next counted. */
function countedT(instance: typeof i18next, namespace = 'fields') {
  const fixed = instance.getFixedT('pl', namespace);
  const t = vi.fn((...args: Parameters<typeof fixed>) => fixed(...args));
  return { t, remembering: rememberingTexts(t, instance, `pl|${namespace}|`) };
}

describe('the texts a t remembers', () => {
  it('gives the same texts as i18next, and asks it once for a call made again', async () => {
    const instance = await started();
    const { t, remembering } = countedT(instance);
    const calls: [string, Record<string, unknown>?][] = [
      ['title'],
      ['day', { count: 1 }],
      ['day', { count: 5 }],
      ['hello', { name: 'Ana' }],
      ['format', { context: 'mdy' }],
      ['format', {}],
      ['missing.key'],
    ];
    const first = calls.map(([key, options]) => remembering(key, options));
    expect(first).toEqual([
      'Dane osobowe',
      '1 dzień',
      '5 dni',
      'Cześć Ana',
      'MM.DD.RRRR',
      'DD.MM.RRRR',
      'missing.key',
    ]);
    expect(t).toHaveBeenCalledTimes(calls.length);
    expect(calls.map(([key, options]) => remembering(key, options))).toEqual(first);
    expect(t).toHaveBeenCalledTimes(calls.length);
  });

  it('asks i18next each time for a call with an object or a function among its options', async () => {
    const instance = await started();
    const { t, remembering } = countedT(instance);
    remembering('hello', { name: 'Ana', postProcess: ['x'] });
    remembering('hello', { name: 'Ana', postProcess: ['x'] });
    expect(t).toHaveBeenCalledTimes(2);
  });

  it('forgets when texts are added to the namespace', async () => {
    const instance = await started();
    const { remembering } = countedT(instance);
    expect(remembering('title')).toBe('Dane osobowe');
    instance.addResourceBundle('pl', 'fields', { title: 'Twoje dane' }, true, true);
    expect(remembering('title')).toBe('Twoje dane');
  });

  it('forgets when a namespace it was asked for before it came has loaded', async () => {
    let deliver: (texts: ResourceKey) => void = () => undefined;
    const backend: BackendModule = {
      type: 'backend',
      init: () => undefined,
      read: (_language, _namespace, callback) => {
        deliver = (texts) => callback(null, texts);
      },
    };
    const instance = i18next.createInstance();
    await instance
      .use(backend)
      .init({ lng: 'pl', fallbackLng: false, ns: [], interpolation: { escapeValue: false } });
    const { remembering } = countedT(instance, 'outcomes');
    const loading = instance.loadNamespaces('outcomes');
    expect(remembering('title')).toBe('title');
    deliver({ title: 'Gratulacje' });
    await loading;
    expect(remembering('title')).toBe('Gratulacje');
  });

  it(`starts again past ${MAX_REMEMBERED_TEXTS} texts`, async () => {
    const instance = await started();
    const { t, remembering } = countedT(instance);
    for (let amount = 0; amount <= MAX_REMEMBERED_TEXTS; amount++)
      remembering('hello', { name: String(amount) });
    const before = t.mock.calls.length;
    remembering('hello', { name: '0' });
    expect(t).toHaveBeenCalledTimes(before + 1);
  });
});

describe('callId', () => {
  it.each<[string, unknown, unknown, boolean]>([
    ['a key alone', 'title', undefined, true],
    ['plain options', 'day', { count: 2, context: 'dmy', ok: true }, true],
    ['an option left undefined', 'day', { count: undefined }, true],
    ['a key list', ['a', 'b'], undefined, false],
    ["i18next's older default value", 'title', 'Default', false],
    ['an object option', 'hello', { name: { first: 'Ana' } }, false],
    ['a function option', 'hello', { name: () => 'Ana' }, false],
  ])('%s: remembered %s', (_case, key, options, remembered) => {
    expect(callId('pl|fields|', key, options) !== undefined).toBe(remembered);
  });

  it('tells apart calls whose options differ in a name, a type or a value', () => {
    const text = fc.string({ unit: 'binary', maxLength: 6 });
    const value = fc.oneof(text, fc.integer(), fc.boolean(), fc.double({ noNaN: true }));
    const options = fc.dictionary(fc.string({ unit: 'binary', minLength: 1, maxLength: 4 }), value, {
      maxKeys: 3,
    });
    fc.assert(
      fc.property(text, options, options, (key, one, other) => {
        const same = JSON.stringify(Object.entries(one)) === JSON.stringify(Object.entries(other));
        const sameValues =
          same &&
          Object.entries(one).every(([name, item]) => Object.is(item, other[name]) || item === other[name]);
        if (!sameValues) expect(callId('s', key, one)).not.toBe(callId('s', key, other));
      }),
    );
  });
});
