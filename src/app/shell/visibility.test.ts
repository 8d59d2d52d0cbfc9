import { chromeVisibility, isContinuePath, isEmbedded } from './visibility.ts';

describe('header and footer visibility', () => {
  const cases: {
    embedded: boolean;
    pathname: string;
    uiColors: Record<string, string> | null;
    expected: string;
  }[] = [
    { embedded: false, pathname: '/', uiColors: null, expected: 'shown' },
    { embedded: false, pathname: '/personal-details', uiColors: {}, expected: 'shown' },
    { embedded: true, pathname: '/', uiColors: null, expected: 'absent' },
    { embedded: true, pathname: '/continue/abc', uiColors: { primary: '#000000' }, expected: 'absent' },
    { embedded: false, pathname: '/continue/abc', uiColors: null, expected: 'faded' },
    { embedded: false, pathname: '/lead/CONTINUE', uiColors: null, expected: 'faded' },
    { embedded: false, pathname: '/accepted', uiColors: { background: '#ffffff' }, expected: 'faded' },
  ];
  it.each(cases)(
    '$pathname, embedded $embedded, ui colours $uiColors: $expected',
    ({ expected, ...input }) => {
      expect(chromeVisibility(input)).toBe(expected);
    },
  );

  it('detects continue paths by the word continue', () => {
    expect(isContinuePath('/continue/123')).toBe(true);
    expect(isContinuePath('/contact-details')).toBe(false);
  });

  it('treats a page as embedded when its window is not the top window, or when asking throws', () => {
    const top = {};
    expect(isEmbedded({ self: top, top })).toBe(false);
    expect(isEmbedded({ self: {}, top })).toBe(true);
    const crossOrigin = {
      self: {},
      get top(): unknown {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    };
    expect(isEmbedded(crossOrigin)).toBe(true);
  });
});
