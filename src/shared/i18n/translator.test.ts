import { MAX_REMEMBERED_TEXTS } from './text-memory.ts';
import { Translator, type TextOptions, type Texts } from './translator.ts';
import { readQueue, type ReadAnswer } from './read-queue.ts';

const FIELDS: Texts = {
  title: 'Dane osobowe',
  day_one: '{{count}} dzień',
  day_few: '{{count}} dni',
  day_many: '{{count}} dni',
  day_other: '{{count}} dnia',
  item_zero: 'nic',
  item_few: '{{count}} rzeczy',
  hello: 'Cześć {{name}}',
  nested: { deeper: { text: 'Głęboko' } },
  format: 'DD.MM.RRRR',
  format_mdy: 'MM.DD.RRRR',
  format_mdy_one: 'jeden MM.DD',
  empty: '',
  'flat.with.dots': 'Płasko',
  amount: 'Kwota {{value, number}}',
  cents: 'Groszy {{value, number(minimumFractionDigits: 2)}}',
  stop: 'Do {{time}}.',
  owner: 'Dla {{person.name}}',
};
const VALIDATION: Texts = { 'validation.required': 'Wymagane', 'validation.required.accept': 'Zaznacz' };

const translator = (extra: Partial<ConstructorParameters<typeof Translator>[0]> = {}) =>
  new Translator({
    language: 'pl-PL',
    defaultNamespace: 'fields',
    resources: {
      'pl-PL': { fields: FIELDS, validation: VALIDATION },
      en: { fields: { only: 'Only English' } },
    },
    fallbackLanguage: 'en',
    ...extra,
  });

describe('the translator', () => {
  it.each<[string, string, TextOptions | string | undefined, string]>([
    ['a text', 'title', undefined, 'Dane osobowe'],
    ['a nested text', 'nested.deeper.text', undefined, 'Głęboko'],
    ['a flat key with dots', 'flat.with.dots', undefined, 'Płasko'],
    ['Polish plural one', 'day', { count: 1 }, '1 dzień'],
    ['Polish plural few', 'day', { count: 3 }, '3 dni'],
    ['Polish plural many', 'day', { count: 5 }, '5 dni'],
    ['zero where written', 'item', { count: 0 }, 'nic'],
    ['no zero form for 2', 'item', { count: 2 }, '2 rzeczy'],
    ['a context', 'format', { context: 'mdy' }, 'MM.DD.RRRR'],
    ['a context and a plural', 'format', { context: 'mdy', count: 1 }, 'jeden MM.DD'],
    ['a context not written', 'format', { context: 'ymd' }, 'DD.MM.RRRR'],
    ['an empty context', 'format', { context: '' }, 'DD.MM.RRRR'],
    ['an empty text', 'empty', undefined, ''],
    ['a placeholder', 'hello', { name: 'Ana' }, 'Cześć Ana'],
    ['a placeholder left out', 'hello', {}, 'Cześć {{name}}'],
    ['a placeholder given as undefined', 'hello', { name: undefined }, 'Cześć '],
    ['a nested placeholder', 'owner', { person: { name: 'Jan' } }, 'Dla Jan'],
    ['a number in the page style', 'amount', { value: 150000 }, 'Kwota 150\u00a0000'],
    ['a number with Intl options', 'cents', { value: 5 }, 'Groszy 5,00'],
    ['one full stop at the end', 'stop', { time: '10 p.m.' }, 'Do 10 p.m.'],
    ['another namespace in the key', 'validation:validation.required', undefined, 'Wymagane'],
    ['another namespace in the options', 'validation.required', { ns: 'validation' }, 'Wymagane'],
    [
      'a flat key as written',
      'validation.required.accept',
      { ns: 'validation', keySeparator: false },
      'Zaznacz',
    ],
    ['English for a key Polish lacks', 'only', undefined, 'Only English'],
    ['the key when no language has it', 'not.there', undefined, 'not.there'],
    ['a default text when no language has it', 'not.there', 'Domyślnie', 'Domyślnie'],
    ['the key for a group of texts', 'nested', undefined, 'nested'],
    ['a sentence with a colon is a key of its own', 'Błąd: spróbuj', undefined, 'Błąd: spróbuj'],
  ])('%s', (_case, key, options, text) => {
    expect(translator().t(key, options)).toBe(text);
  });

  it("chooses plural forms by the rule it is given for its language (the build's baked forms)", () => {
    const texts = translator({ pluralRules: { 'pl-PL': { select: () => 'few' } } });
    expect(texts.t('day', { count: 1 })).toBe('1 dni');
  });

  it('tells whether a key has a text, a group or nothing', () => {
    const texts = translator();
    expect(texts.exists('title')).toBe(true);
    expect(texts.exists('nested')).toBe(true);
    expect(texts.exists('format', { context: 'mdy' })).toBe(true);
    expect(texts.exists('validation.required.accept', { ns: 'validation', keySeparator: false })).toBe(true);
    expect(texts.exists('not.there')).toBe(false);
  });

  it('works a text out once for a call made again, and again once the texts change', () => {
    const texts = translator();
    const worked = vi.spyOn(texts as unknown as { translate(): string }, 'translate'); // its private step
    expect(texts.t('hello', { name: 'Ana' })).toBe('Cześć Ana');
    expect(texts.t('hello', { name: 'Ana' })).toBe('Cześć Ana');
    expect(worked).toHaveBeenCalledTimes(1);
    texts.addTexts('pl-PL', 'fields', { hello: 'Hej {{name}}' });
    expect(texts.t('hello', { name: 'Ana' })).toBe('Hej Ana');
    expect(worked).toHaveBeenCalledTimes(2);
  });

  it(`works out each time a call with an object among its options, and starts again past ${MAX_REMEMBERED_TEXTS}`, () => {
    const texts = translator();
    const worked = vi.spyOn(texts as unknown as { translate(): string }, 'translate'); // its private step
    texts.t('owner', { person: { name: 'Jan' } });
    texts.t('owner', { person: { name: 'Jan' } });
    expect(worked).toHaveBeenCalledTimes(2);
    for (let amount = 0; amount <= MAX_REMEMBERED_TEXTS; amount++) texts.t('hello', { name: String(amount) });
    const before = worked.mock.calls.length;
    texts.t('hello', { name: '0' });
    expect(worked).toHaveBeenCalledTimes(before + 1);
  });
});

/** A translator whose reads are answered by the test, each read recorded. */
function reading(answer: (language: string, namespace: string, attempt: number) => ReadAnswer | 'hang') {
  const reads: string[] = [];
  const texts = new Translator({
    language: 'es-MX',
    defaultNamespace: 'common',
    resources: { 'es-MX': { common: { hello: 'Hola' } } },
    fallbackLanguage: 'en',
    limits: { maxParallelReads: 10, maxRetries: 5, retryTimeout: 1 },
    read: (language, namespace) => {
      reads.push(`${language}/${namespace}`);
      const answered = answer(language, namespace, reads.length);
      return answered === 'hang' ? new Promise(() => undefined) : Promise.resolve(answered);
    },
  });
  return { texts, reads };
}

describe('the translator reading texts', () => {
  it('reads a namespace once, however often it is asked for, and tells when it is read', async () => {
    const { texts, reads } = reading(() => ({ texts: { done: 'Listo' } }));
    expect(texts.hasLoadedNamespace('common')).toBe(true);
    expect(texts.hasLoadedNamespace('outcomes')).toBe(false);
    await Promise.all([texts.loadNamespaces('outcomes'), texts.loadNamespaces(['outcomes', 'common'])]);
    expect(reads).toEqual(['es-MX/outcomes']);
    expect(texts.hasLoadedNamespace('outcomes')).toBe(true);
    expect(texts.t('outcomes:done')).toBe('Listo');
  });

  it.each<[string, (attempt: number) => ReadAnswer, number, string]>([
    [
      'a failure that may pass, then the file',
      (n) => (n < 3 ? { error: 'x', retry: true } : { texts: { k: 'v' } }),
      3,
      'v',
    ],
    ['a failure every time: 1 read and 5 retries', () => ({ error: 'x', retry: true }), 6, 'k'],
    ['a failure that will not pass: no retry', () => ({ error: 'x', retry: false }), 1, 'k'],
  ])('%s', async (_case, answer, reads, shown) => {
    const { texts, reads: made } = reading((_l, _n, attempt) => answer(attempt));
    await texts.loadNamespaces('fields');
    expect(made).toHaveLength(reads);
    expect(texts.hasLoadedNamespace('fields')).toBe(true);
    expect(texts.t('fields:k')).toBe(shown);
  });

  it('reads at most 10 files at once (spec section 9)', async () => {
    const { texts, reads } = reading(() => 'hang');
    void texts.loadNamespaces(Array.from({ length: 14 }, (_, index) => `ns${index}`));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads).toHaveLength(10);
  });

  it('reads English only for a key the language misses, once per namespace, and tells of each change', async () => {
    const { texts, reads } = reading((language) =>
      language === 'en' ? { texts: { only: 'Only in English' } } : { texts: { done: 'Listo' } },
    );
    const changes = vi.fn();
    texts.onChange(changes);
    await texts.loadNamespaces('outcomes');
    expect(texts.t('outcomes:done')).toBe('Listo');
    expect(reads).toEqual(['es-MX/outcomes']);
    expect(texts.t('outcomes:only')).toBe('only');
    expect(texts.t('outcomes:other')).toBe('other');
    await vi.waitFor(() => expect(texts.t('outcomes:only')).toBe('Only in English'));
    expect(reads).toEqual(['es-MX/outcomes', 'en/outcomes']);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('counts no key as missing while its namespace is being read', async () => {
    const { texts, reads } = reading(() => 'hang');
    void texts.loadNamespaces('outcomes');
    expect(texts.t('outcomes:done')).toBe('done');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reads).toEqual(['es-MX/outcomes']);
  });

  it('tells development of a key missing everywhere, once', () => {
    const onMissingKey = vi.fn();
    const texts = translator({ onMissingKey });
    texts.t('not.there', { name: 'a' });
    texts.t('not.there', { name: 'b' });
    expect(onMissingKey).toHaveBeenCalledTimes(1);
    expect(onMissingKey).toHaveBeenCalledWith('fields', 'not.there');
  });
});

describe('the read queue', () => {
  it('counts a read that throws at once as a failure to try again, and gives its place back', async () => {
    let calls = 0;
    const read = readQueue(
      () => {
        calls += 1;
        if (calls === 1) throw new Error('not even a promise');
        return Promise.resolve({ texts: { k: 'v' } });
      },
      { maxParallelReads: 1, maxRetries: 1, retryTimeout: 1 },
    );
    expect(await read('pl', 'fields')).toEqual({ k: 'v' });
    expect(await read('pl', 'outcomes')).toEqual({ k: 'v' });
  });
});
