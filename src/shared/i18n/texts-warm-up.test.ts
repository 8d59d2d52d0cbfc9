// @vitest-environment jsdom
import i18next from 'i18next';
import { rememberTextsWhenIdle, textKeys } from './texts-warm-up.ts';
import { rememberingTexts, scopeOf } from './use-translation.ts';

const FIELDS = {
  steps: { 'personal-details': { title: 'Dane osobowe' } },
  form: { optional: '{{label}} (opcjonalnie)' },
  gender: 'Płeć',
};

async function started() {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'pl',
    fallbackLng: false,
    ns: ['fields'],
    defaultNS: 'fields',
    resources: { pl: { fields: FIELDS } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** The idle callbacks asked for, run by the test. */
function idleMoments() {
  const callbacks: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => callbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', (id: number) => callbacks.splice(id - 1, 1, () => {}));
  const runAll = () => {
    for (let at = 0; at < callbacks.length; at++)
      callbacks[at]?.({ didTimeout: false, timeRemaining: () => 10 });
  };
  return { callbacks, runAll };
}

/** The calls that reach the instance's own t (i18next's fixed t calls it for each text worked out). */
function countedCalls(instance: typeof i18next) {
  const translate = instance.t.bind(instance);
  const keys: string[] = [];
  vi.spyOn(instance, 't').mockImplementation(((key: string, options?: Record<string, unknown>) => {
    keys.push(key);
    return translate(key, options);
  }) as typeof instance.t); // the spy takes the instance's own overloaded type
  return keys;
}

describe("a namespace's texts worked out while idle", () => {
  it('lists the keys of nested texts as i18next names them', () => {
    expect(textKeys(FIELDS)).toEqual(['steps.personal-details.title', 'form.optional', 'gender']);
    expect(textKeys(undefined)).toEqual([]);
  });

  it("puts them in the memory a page's t reads, so that the page asks i18next for none of them", async () => {
    const instance = await started();
    const { runAll } = idleMoments();
    const reached = countedCalls(instance);
    rememberTextsWhenIdle(instance, 'fields');
    expect(reached).toEqual([]);
    runAll();
    expect(reached).toHaveLength(3);
    reached.length = 0;
    const pageT = rememberingTexts(
      instance.getFixedT(null, 'fields'),
      instance,
      scopeOf(instance, 'fields', undefined),
    );
    expect(pageT('steps.personal-details.title')).toBe('Dane osobowe');
    expect(pageT('gender')).toBe('Płeć');
    expect(reached).toEqual([]);
  });

  it('runs once per namespace, and not before the namespace has loaded', async () => {
    const instance = await started();
    const { callbacks, runAll } = idleMoments();
    rememberTextsWhenIdle(instance, 'outcomes');
    expect(callbacks).toEqual([]);
    rememberTextsWhenIdle(instance, 'fields');
    runAll();
    const asked = callbacks.length;
    rememberTextsWhenIdle(instance, 'fields');
    expect(callbacks).toHaveLength(asked);
  });

  it('stops when the page goes, and the next page that asks starts it again', async () => {
    const instance = await started();
    const { callbacks, runAll } = idleMoments();
    const stop = rememberTextsWhenIdle(instance, 'fields');
    stop();
    runAll();
    const reached = countedCalls(instance);
    rememberTextsWhenIdle(instance, 'fields');
    runAll();
    expect(callbacks.length).toBeGreaterThan(1);
    expect(reached).toHaveLength(3);
  });
});
