import { buildPixelBlock, domainDepth, facebookClickId, parseCookies } from './pixel.ts';
import { T0 } from './test-support.ts';

describe('spec 9: the Facebook click id is formed as fb, domain depth, timestamp and the id', () => {
  it.each([
    ['localhost', 0],
    ['example.com', 1],
    ['apply.example.mx', 2],
    ['www.apply.example.com.mx', 4],
  ])('domain depth of %s is %i', (hostname, depth) => {
    expect(domainDepth(hostname)).toBe(depth);
    expect(facebookClickId({ fbclid: 'IwAR1', hostname, now: T0 })).toBe(`fb.${depth}.${T0.getTime()}.IwAR1`);
  });
});

describe('spec 3: the lead pixel block {fbp, fbc, ttp, ttclid}', () => {
  it.each([
    ['nothing', {}, undefined, {}],
    [
      'URL fbclid and ttclid',
      { fbclid: 'F', ttclid: 'T' },
      undefined,
      { fbc: `fb.2.${T0.getTime()}.F`, ttclid: 'T' },
    ],
    [
      'pixel cookies',
      {},
      '_fbp=fb.1.1.2; _fbc=fb.1.9.OLD; _ttp=ttp1; ttclid=TC',
      { fbp: 'fb.1.1.2', fbc: 'fb.1.9.OLD', ttp: 'ttp1', ttclid: 'TC' },
    ],
    [
      'URL values win over cookies',
      { fbclid: 'F', ttclid: 'T' },
      '_fbc=fb.1.9.OLD; ttclid=TC',
      { fbc: `fb.2.${T0.getTime()}.F`, ttclid: 'T' },
    ],
  ])('%s', (_name, url, cookies, expected) => {
    expect(buildPixelBlock({ ...url, hostname: 'apply.example.mx', now: T0, cookies })).toEqual(expected);
  });

  it('skips malformed cookies', () => {
    expect([...parseCookies('=x; a=%E0%A4%A; b=2; c')]).toEqual([['b', '2']]);
  });
});
