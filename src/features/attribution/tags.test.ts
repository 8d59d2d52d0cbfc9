import { buildTags } from './tags.ts';

describe('spec 3: the tag list starts with one UI tag', () => {
  it.each([
    [[], ['ui']],
    [
      ['a', 'b'],
      ['ui', 'a', 'b'],
    ],
    [
      ['a', 'ui', 'b', 'ui'],
      ['ui', 'a', 'b'],
    ],
  ])('%j -> %j', (others, expected) => {
    expect(buildTags('ui', others)).toEqual(expected);
  });
});
