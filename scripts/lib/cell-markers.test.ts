import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PAGE_VARIANTS, PRODUCTS, type PageVariant } from '../../src/markets/matrix';
import { findMarkers, foreignMarkers, ownMarker, type BuiltFile } from './cell-markers';

const MX: PageVariant = { country: 'mx', product: 'prestaluz', applicationPage: 'dynamic' };
const DE: PageVariant = { country: 'de', product: 'finvela', applicationPage: 'classic' };

/** A Mexican build's files as the minifier writes them (template literals for strings). */
const MX_BUILD: BuiltFile[] = [
  { name: 'assets/index-a1.js', content: 'const m={intlLocale:`es-MX`,currency:`MXN`};' },
  {
    name: 'assets/country-market-b2.js',
    content: 'personalCode:{kind:`curp`,format:/^x$/},iban:{kind:`clabe`}',
  },
  { name: 'assets/dynamic-application-page-c3.js', content: 'export{}' },
  { name: 'assets/styles-d4.css', content: '.layout-prestaluz{background:red}' },
];

describe('findMarkers', () => {
  it('finds nothing foreign in a build of its own cell', () => {
    expect(findMarkers(MX_BUILD, foreignMarkers(MX))).toEqual([]);
    expect(findMarkers(MX_BUILD, [ownMarker(MX)])).toHaveLength(1);
  });

  it.each<[string, BuiltFile, string]>([
    [
      'a Polish rule',
      { name: 'assets/x.js', content: '{kind:"pesel",format:/^\\d{11}$/}' },
      'identifier rule "pesel"',
    ],
    ['a Spanish rule', { name: 'assets/x.js', content: "{kind:'dni'}" }, 'identifier rule "dni"'],
    ['the IBAN', { name: 'assets/x.js', content: '{kind:`iban`}' }, 'identifier rule "iban"'],
    ['the Polish profile', { name: 'assets/x.js', content: 'intlLocale:`pl-PL`' }, 'the pl country profile'],
    [
      'another brand',
      { name: 'assets/styles-e5.css', content: '.layout-zlotek .x{}' },
      'zlotek brand stylesheet',
    ],
    [
      'the other page kind',
      { name: 'assets/classic-application-page-f6.js', content: '' },
      'classic application page',
    ],
  ])('finds %s, naming it and its file', (_, file, what) => {
    const found = findMarkers([...MX_BUILD, file], foreignMarkers(MX));
    expect(found).toEqual([{ what: expect.stringContaining(what), files: [file.name] }]);
  });

  it.each<[string, BuiltFile]>([
    ['a word in prose', { name: 'assets/x.js', content: '"the PESEL of the applicant"' }],
    ['a rule name in CSS', { name: 'assets/x.css', content: '.kind-pesel{}' }],
    ['a brand class in JS', { name: 'assets/x.js', content: '"layout-zlotek"' }],
  ])('ignores %s', (_, file) => {
    expect(findMarkers([file], foreignMarkers(MX))).toEqual([]);
  });

  it('does not take a kind the country shares for a foreign one (the IBAN in Germany)', () => {
    const build = [{ name: 'assets/x.js', content: '{kind:`iban`},intlLocale:`de-DE`' }];
    expect(findMarkers(build, foreignMarkers(DE))).toEqual([]);
  });
});

describe('the markers', () => {
  it.each(PAGE_VARIANTS)('of $country/$product name every other brand and page kind', (variant) => {
    const markers = foreignMarkers(variant).map((marker) => marker.what);
    expect(markers.filter((what) => what.endsWith('brand stylesheet'))).toHaveLength(PRODUCTS.length - 1);
    expect(markers.filter((what) => what.endsWith('application page'))).toHaveLength(1);
    expect(markers.filter((what) => what.endsWith('country profile'))).toHaveLength(7);
  });

  it.each(PRODUCTS)('find the %s stylesheet by its layout class', (product) => {
    const css = readFileSync(
      resolve(import.meta.dirname, `../../src/markets/brands/${product}/styles.css`),
      'utf8',
    );
    expect(css).toMatch(new RegExp(`\\.layout-${product}\\b`));
  });
});
