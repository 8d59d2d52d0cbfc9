import fc from 'fast-check';
import { MAX_JSON_ROUNDS, reviveStoredValue } from './reviver.ts';

describe('reviver properties', () => {
  it('never throws on arbitrary strings (10,000 runs)', () => {
    const jsonish = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.json(),
      fc.json().map((text) => JSON.stringify(text)),
      fc.stringMatching(/^[[{"\]}\\,:0-9a-z ]*$/),
    );
    fc.assert(
      fc.property(jsonish, (raw) => {
        reviveStoredValue(raw);
      }),
      { numRuns: 10_000 },
    );
  });

  it('never unwraps more than 10 rounds, whatever the depth of encoding', () => {
    // Each layer of encoding doubles the backslashes, so depths stay small enough to build. Bare booleans
    // are left out: one layer of them is the text 'true' or 'false', which is revived to a boolean.
    const smallValue = fc
      .jsonValue({ maxDepth: 1, depthSize: 'small' })
      .filter((value) => typeof value !== 'boolean');
    fc.assert(
      fc.property(smallValue, fc.integer({ min: MAX_JSON_ROUNDS + 1, max: 14 }), (value, times) => {
        const layers = [JSON.stringify(value)];
        for (let i = 1; i < times; i += 1) layers.push(JSON.stringify(layers[i - 1]));
        // Exactly ten layers are removed: what is left is the encoding with times - 10 layers.
        expect(reviveStoredValue(layers[times - 1] ?? '')).toBe(layers[times - MAX_JSON_ROUNDS - 1]);
      }),
      { numRuns: 300 },
    );
  });

  it('unwraps objects encoded up to 10 times back to the object', () => {
    const record = fc.dictionary(fc.string(), fc.oneof(fc.integer(), fc.boolean(), fc.constant(null)));
    fc.assert(
      fc.property(record, fc.integer({ min: 1, max: MAX_JSON_ROUNDS }), (value, times) => {
        let text = JSON.stringify(value);
        for (let i = 1; i < times; i += 1) text = JSON.stringify(text);
        expect(reviveStoredValue(text)).toEqual(value);
      }),
      { numRuns: 300 },
    );
  });

  it('survives nesting deeper than the engine stack', () => {
    const deep = '['.repeat(200_000) + ']'.repeat(200_000);
    expect(() => reviveStoredValue(deep)).not.toThrow();
  });
});
