import { readStoredUiColors, UI_COLORS_KEY } from './ui-colors.ts';

const storageWith = (value: string | null) => ({
  getItem: (key: string) => (key === UI_COLORS_KEY ? value : null),
});

describe('readStoredUiColors', () => {
  it.each([
    [null, null],
    ['', null],
    ['not json', null],
    ['["#000000"]', null],
    ['{"primary":1}', null],
    ['{}', {}],
    ['{"primary":"#112233"}', { primary: '#112233' }],
  ])('reads %j as %j', (stored, expected) => {
    expect(readStoredUiColors(storageWith(stored))).toEqual(expected);
  });

  it('treats a storage that throws as no colours', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readStoredUiColors(broken)).toBeNull();
    expect(readStoredUiColors(undefined)).toBeNull();
  });
});
