import fc from 'fast-check';
import { callId } from './text-memory.ts';

describe('callId', () => {
  it.each<[string, string, unknown, boolean]>([
    ['a key alone', 'title', undefined, true],
    ['plain options', 'day', { count: 2, context: 'dmy', ok: true }, true],
    ['an option left undefined', 'day', { count: undefined }, true],
    ['a default text in place of options', 'title', 'Default', false],
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
