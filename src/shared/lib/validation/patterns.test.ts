import fc from 'fast-check';
import {
  GENERIC_PATTERN_BUILDERS,
  GENERIC_PATTERNS,
  PATTERN_KINDS,
  patternsBuiltOnFirstUse,
} from './patterns.ts';

describe('patternsBuiltOnFirstUse', () => {
  it('builds nothing until a pattern is read, then each one once', () => {
    const builders = { a: vi.fn(() => /a/), b: vi.fn(() => /b/) };
    const patterns = patternsBuiltOnFirstUse(builders);
    expect(builders.a).not.toHaveBeenCalled();
    expect(builders.b).not.toHaveBeenCalled();
    const first = patterns.a;
    expect(patterns.a).toBe(first);
    expect(patterns.a.test('a')).toBe(true);
    expect(builders.a).toHaveBeenCalledOnce();
    expect(builders.b).not.toHaveBeenCalled();
  });

  it('lists and spreads like a plain record', () => {
    const patterns = patternsBuiltOnFirstUse({ a: () => /a/, b: () => /b/ });
    expect(Object.keys(patterns)).toEqual(['a', 'b']);
    expect({ ...patterns }.b.source).toBe('b');
  });
});

describe('GENERIC_PATTERNS', () => {
  it('has a pattern for every kind, the one its builder makes', () => {
    expect(Object.keys(GENERIC_PATTERNS).sort()).toEqual([...PATTERN_KINDS].sort());
    for (const kind of PATTERN_KINDS)
      expect(GENERIC_PATTERNS[kind].source).toBe(GENERIC_PATTERN_BUILDERS[kind]().source);
  });

  it.each([
    ['name', "María José O'Brien", true],
    ['name', 'Ana<script>', false],
    ['street', 'Av. Insurgentes Sur 1602', true],
    ['houseNumber', 'S/N', true],
    ['suburb', 'Ampliación 2 de Octubre', true],
    ['city', '-Puebla', false],
  ] as const)('%s: %s is %s', (kind, text, accepted) => {
    expect(GENERIC_PATTERNS[kind].test(text)).toBe(accepted);
  });

  it('a name of letters from any script joined by single spaces passes (property)', () => {
    const word = fc.stringMatching(/^[a-zA-ZáéíóúüñÑа-яА-Я]{1,8}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), (words) =>
        GENERIC_PATTERNS.name.test(words.join(' ')),
      ),
    );
  });
});
