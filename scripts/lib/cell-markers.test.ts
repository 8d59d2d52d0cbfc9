import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { COUNTRIES, PAGE_VARIANTS, PRODUCTS, type PageVariant } from '#markets/matrix.ts';
import { describeFound, findMarkers, foreignMarkers, ownMarker, type BuiltFile } from './cell-markers.ts';

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

  it.each<[string, BuiltFile, string, string]>([
    [
      'a Polish rule',
      { name: 'assets/x.js', content: '{kind:"pesel",format:/^\\d{11}$/}' },
      'rules',
      'pesel',
    ],
    ['a Spanish rule', { name: 'assets/x.js', content: "{kind:'dni'}" }, 'rules', 'dni'],
    ['the IBAN', { name: 'assets/x.js', content: '{kind:`iban`}' }, 'rules', 'iban'],
    ['the Polish profile', { name: 'assets/x.js', content: 'intlLocale:`pl-PL`' }, 'profiles', 'pl'],
    [
      'another brand',
      { name: 'assets/styles-e5.css', content: '.layout-zlotek .x{}' },
      'stylesheets',
      'zlotek',
    ],
    [
      'the other page kind',
      { name: 'assets/classic-application-page-f6.js', content: '' },
      'page kind',
      'classic',
    ],
    [
      "React DOM's own runtime",
      {
        name: 'assets/react-d1.js',
        content: 'var t=e.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;',
      },
      'React DOM',
      'react-dom',
    ],
  ])('finds %s, naming it and its file', (_, file, group, name) => {
    const found = findMarkers([...MX_BUILD, file], foreignMarkers(MX));
    expect(found).toEqual([{ group: expect.stringContaining(group), names: [name], files: [file.name] }]);
  });

  it('groups what it finds, each file once', () => {
    const file = { name: 'assets/rules.js', content: '{kind:`pesel`},{kind:`cnp`},intlLocale:`ro-RO`' };
    const found = findMarkers([...MX_BUILD, file], foreignMarkers(MX));
    expect(found.map(describeFound)).toEqual([
      "holds other countries' identifier rules pesel, cnp (assets/rules.js)",
      "holds other countries' profiles ro (assets/rules.js)",
    ]);
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
    const groups = foreignMarkers(variant).map((marker) => marker.group);
    expect(groups.filter((group) => group.endsWith('stylesheets'))).toHaveLength(PRODUCTS.length - 1);
    expect(groups.filter((group) => group.endsWith('page kind'))).toHaveLength(1);
    expect(groups.filter((group) => group.endsWith('profiles'))).toHaveLength(COUNTRIES.length - 1);
  });

  it.each(PRODUCTS)('find the %s stylesheet by its layout class', (product) => {
    const css = readFileSync(
      resolve(import.meta.dirname, `../../src/markets/brands/${product}/styles.css`),
      'utf8',
    );
    expect(css).toMatch(new RegExp(`\\.layout-${product}\\b`));
  });
});
