import { MAX_JSON_ROUNDS, parseIsoTimestamp, reviveStoredValue } from './reviver.ts';

function encodeTimes(value: unknown, times: number): string {
  let text = JSON.stringify(value);
  for (let i = 1; i < times; i += 1) text = JSON.stringify(text);
  return text;
}

describe("spec 5: stored strings 'true' and 'false' become booleans", () => {
  it.each([
    ['true', true],
    ['false', false],
    ['"true"', true],
    ['"false"', false],
    ['True', 'True'],
    ['yes', 'yes'],
  ])('%s -> %s', (raw, expected) => {
    expect(reviveStoredValue(raw)).toBe(expected);
  });
});

describe('spec 5: stored JSON-looking values are parsed, at most 10 rounds', () => {
  it.each([
    ['object', '{"a":1,"b":[true,null]}', { a: 1, b: [true, null] }],
    ['array', '[1,"x"]', [1, 'x']],
    ['quoted string', '"hello"', 'hello'],
    ['padded object', '  {"a":1}  ', { a: 1 }],
    ['broken JSON stays a string', '{"a":', '{"a":'],
    ['plain string', 'abc', 'abc'],
    ['number-like string is not JSON-looking', '10000', '10000'],
    ['null-like string', 'null', 'null'],
  ])('%s', (_name, raw, expected) => {
    expect(reviveStoredValue(raw)).toEqual(expected);
  });

  it.each([1, 2, 5, MAX_JSON_ROUNDS])('a value encoded %i times comes back whole', (times) => {
    expect(reviveStoredValue(encodeTimes({ id: 'x', n: 2 }, times))).toEqual({ id: 'x', n: 2 });
  });

  it('stops after 10 rounds: a value encoded 11 times is still one layer of JSON', () => {
    const revived = reviveStoredValue(encodeTimes({ id: 'x' }, MAX_JSON_ROUNDS + 1));
    expect(revived).toBe(JSON.stringify({ id: 'x' }));
  });

  it('an absent key stays null', () => {
    expect(reviveStoredValue(null)).toBeNull();
  });
});

describe('spec 5: ISO timestamps yyyy-mm-ddThh:mm:ss.sssZ are revived as dates', () => {
  const iso = '2026-03-01T10:20:30.400Z';
  it.each([
    ['raw', iso],
    ['JSON-encoded', JSON.stringify(iso)],
    ['encoded twice', JSON.stringify(JSON.stringify(iso))],
  ])('%s timestamp', (_name, raw) => {
    expect(reviveStoredValue(raw)).toEqual(new Date(iso));
  });

  it('inside objects and arrays', () => {
    expect(reviveStoredValue(JSON.stringify({ at: iso, list: [iso] }))).toEqual({
      at: new Date(iso),
      list: [new Date(iso)],
    });
  });

  it.each([
    ['no milliseconds', '2026-03-01T10:20:30Z'],
    ['offset instead of Z', '2026-03-01T10:20:30.400+01:00'],
    ['impossible date', '2026-02-30T10:20:30.400Z'],
    ['month 13', '2026-13-01T10:20:30.400Z'],
    ['date only', '2026-03-01'],
  ])('%s stays a string', (_name, text) => {
    expect(parseIsoTimestamp(text)).toBeUndefined();
    expect(reviveStoredValue(text)).toBe(text);
  });
});
