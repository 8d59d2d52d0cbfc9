// @vitest-environment happy-dom
import { rememberTextsWhenIdle, textKeys } from './texts-warm-up.ts';
import { Translator } from './translator.ts';

const FIELDS = {
  steps: { 'personal-details': { title: 'Dane osobowe' } },
  form: { optional: '{{label}} (opcjonalnie)' },
  gender: 'Płeć',
};

/** A translator with `fields` at hand; any other namespace is being read (its read never answers). */
function started() {
  return new Translator({
    language: 'pl',
    defaultNamespace: 'fields',
    resources: { pl: { fields: FIELDS } },
    read: () => new Promise(() => undefined),
  });
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

/** The keys of the texts the translator works out (rather than recalls), in order. */
function countedCalls(instance: Translator) {
  const keys: string[] = [];
  // `translate` is the translator's private step that works a text out: spied on to count what memory spares.
  const working = instance as unknown as { translate(key: string, ...rest: unknown[]): string };
  const translate = working.translate.bind(instance);
  vi.spyOn(working, 'translate').mockImplementation((key: string, ...rest: unknown[]) => {
    keys.push(key);
    return translate(key, ...rest);
  });
  return keys;
}

describe("a namespace's texts worked out while idle", () => {
  it('lists the keys of nested texts as t names them', () => {
    expect(textKeys(FIELDS)).toEqual(['steps.personal-details.title', 'form.optional', 'gender']);
    expect(textKeys(undefined)).toEqual([]);
  });

  it("puts them in the memory a page's t reads, so that the page works out none of them", () => {
    const instance = started();
    const { runAll } = idleMoments();
    const reached = countedCalls(instance);
    rememberTextsWhenIdle(instance, 'fields');
    expect(reached).toEqual([]);
    runAll();
    expect(reached).toHaveLength(3);
    reached.length = 0;
    const pageT = instance.fixedT('fields');
    expect(pageT('steps.personal-details.title')).toBe('Dane osobowe');
    expect(pageT('gender')).toBe('Płeć');
    expect(reached).toEqual([]);
  });

  it('runs once per namespace, and not before the namespace has loaded', () => {
    const instance = started();
    const { callbacks, runAll } = idleMoments();
    rememberTextsWhenIdle(instance, 'outcomes');
    expect(callbacks).toEqual([]);
    rememberTextsWhenIdle(instance, 'fields');
    runAll();
    const asked = callbacks.length;
    rememberTextsWhenIdle(instance, 'fields');
    expect(callbacks).toHaveLength(asked);
  });

  it('stops when the page goes, and the next page that asks starts it again', () => {
    const instance = started();
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
