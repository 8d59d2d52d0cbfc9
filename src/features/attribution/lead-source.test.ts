// @vitest-environment happy-dom
import { browserFrameEnvironment, leadSourceOf, type FrameEnvironment } from './lead-source.ts';

const ALLOWED = ['https://partner.example', 'https://portal.example:8443'];

describe('issue 19 item 5: leadSource is web, or embedded with an allowed parent origin', () => {
  it.each<[string, FrameEnvironment, string]>([
    ['a page of its own', { embedded: false, parentOrigin: 'https://partner.example' }, 'web'],
    [
      'framed by an allowed parent',
      { embedded: true, parentOrigin: 'https://partner.example' },
      'embedded:https://partner.example',
    ],
    [
      'framed, the referrer has a path and a query: only the origin',
      { embedded: true, parentOrigin: 'https://partner.example/apply?email=a@b.c' },
      'embedded:https://partner.example',
    ],
    [
      'framed by an allowed parent on a port',
      { embedded: true, parentOrigin: 'https://portal.example:8443/x' },
      'embedded:https://portal.example:8443',
    ],
    [
      'framed by a page not on the list',
      { embedded: true, parentOrigin: 'https://other.example' },
      'embedded',
    ],
    ['framed, parent unknown', { embedded: true }, 'embedded'],
    ['framed, parent not a URL', { embedded: true, parentOrigin: 'not a url' }, 'embedded'],
    ['framed by an opaque origin', { embedded: true, parentOrigin: 'null' }, 'embedded'],
  ])('%s', (_case, frame, expected) => {
    expect(leadSourceOf(frame, ALLOWED)).toBe(expected);
  });

  it('an allowed origin too long for the contract is not named', () => {
    const long = `https://${'a'.repeat(95)}.example`;
    expect(leadSourceOf({ embedded: true, parentOrigin: long }, [long])).toBe('embedded');
  });

  it('nothing is allowed when the build lists no parent', () => {
    expect(leadSourceOf({ embedded: true, parentOrigin: 'https://partner.example' }, [])).toBe('embedded');
  });

  it('reads this window: a top-level page is not embedded', () => {
    expect(browserFrameEnvironment(window)).toEqual({ embedded: false });
    expect(browserFrameEnvironment(undefined)).toEqual({ embedded: false });
  });

  it('a window whose parent cannot be read counts as framed, its parent from the referrer', () => {
    const framed = {
      get self(): never {
        throw new DOMException('blocked', 'SecurityError');
      },
      location: {},
      document: { referrer: 'https://partner.example/page' },
    };
    // A stand-in for a cross-origin framed window: only the members the function reads.
    expect(browserFrameEnvironment(framed as unknown as Window)).toEqual({
      embedded: true,
      parentOrigin: 'https://partner.example/page',
    });
  });
});
