// @vitest-environment node
import fc from 'fast-check';
import { compactIdentifier, groupForDisplay } from './normalize.ts';
import { anyInput } from './test-arbitraries.ts';

describe('compactIdentifier', () => {
  it.each([
    ['  boxw 310820-hnerxn09 ', 'BOXW310820HNERXN09'],
    ['1.020.304.050', '1020304050'],
    ['DE89\u00a03704\t0044', 'DE8937040044'],
    ['12345678\u2013z', '12345678Z'],
    ['n\u0303', 'Ñ'],
    ['', ''],
  ])('compacts %j to %j', (input, expected) => {
    expect(compactIdentifier(input)).toBe(expected);
  });

  it('treats an untouched field as empty', () => {
    expect(compactIdentifier(undefined)).toBe('');
    expect(compactIdentifier(null)).toBe('');
  });

  it('is idempotent and leaves no separators', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const once = compactIdentifier(input);
        return compactIdentifier(once) === once && !/[\s.-]/.test(once);
      }),
    );
  });
});

describe('groupForDisplay', () => {
  it('splits by the given sizes and keeps any remainder', () => {
    expect(groupForDisplay('002010077777777771', [3, 3, 11, 1])).toBe('002 010 07777777777 1');
    expect(groupForDisplay('00201', [3, 3, 11, 1])).toBe('002 01');
    expect(groupForDisplay('ABCDEFG', [2])).toBe('AB CDEFG');
  });
});
