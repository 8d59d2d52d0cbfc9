import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import type { LogoNode } from '#markets/logo.ts';
import { PRODUCTS } from '#markets/matrix.ts';
import { brandLogo, svgLogo } from './svg-logo.ts';

const svg = (inner: string, root = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="5" viewBox="0 0 100 50"${root}>${inner}</svg>`;
const logoOf = (inner: string, root = '') => svgLogo(svg(inner, root), 'logo.svg', 'p-');

/** Every element of a tree, depth first. */
const elements = (nodes: readonly LogoNode[]): Exclude<LogoNode, string>[] =>
  nodes.flatMap((node) => (typeof node === 'string' ? [] : [node, ...elements(node.children)]));

describe('a brand logo read for drawing inline', () => {
  it.each(
    PRODUCTS.flatMap((product) => (['header', 'footer'] as const).map((bar) => [product, bar] as const)),
  )('%s %s: its shapes and letters, its size from the viewBox, no title', (product, bar) => {
    const file = readFileSync(
      resolve(import.meta.dirname, '../src/markets/brands', product, `logo-${bar}.svg`),
      'utf8',
    );
    const logo = brandLogo(product, bar);
    const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(file);
    expect([logo.width, logo.height]).toEqual([Number(viewBox?.[1]), Number(viewBox?.[2])]);
    const tags = elements(logo.children).map((element) => element.tag);
    expect(tags).toContain('text');
    expect(tags).not.toContain('title');
    const title = /<title>([^<]+)<\/title>/.exec(file)?.[1] ?? '';
    expect(elements(logo.children).flatMap((element) => element.children)).toContain(title);
    // The shell names and sizes the logo itself.
    expect(Object.keys(logo.attributes)).toEqual(['viewBox']);
  });

  it('every logo file of the brands folder is read', () => {
    const files = readdirSync(resolve(import.meta.dirname, '../src/markets/brands'), {
      recursive: true,
      encoding: 'utf8',
    });
    expect(files.filter((file) => /logo-(header|footer)\.svg$/.test(file))).toHaveLength(PRODUCTS.length * 2);
  });

  it("leaves out what draws nothing: a drawing tool's comments, declaration, titles and namespaced attributes", () => {
    const logo = svgLogo(
      `<?xml version="1.0"?>\n<!-- exported -->\n${svg(
        '<title>T</title><desc>d</desc>\n  <g inkscape:label="layer"><rect width="1" height="1"/></g>',
        ' xmlns:inkscape="x" version="1.1"',
      )}\n`,
      'logo.svg',
      'p-',
    );
    expect(logo.children).toEqual([
      {
        tag: 'g',
        attributes: {},
        children: [{ tag: 'rect', attributes: { width: '1', height: '1' }, children: [] }],
      },
    ]);
  });

  it('keeps the spaces of text, decodes entities, and reads single-quoted attributes', () => {
    const logo = logoOf(`<text x='1'>A &amp; B&#160;&#x43;<tspan> d </tspan></text>`);
    expect(logo.children).toEqual([
      {
        tag: 'text',
        attributes: { x: '1' },
        children: ['A & B\u00a0C', { tag: 'tspan', attributes: {}, children: [' d '] }],
      },
    ]);
  });

  it("prefixes ids and the links to them, so the header's and the footer's logos keep their own gradients", () => {
    const logo = logoOf(
      '<defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs>' +
        '<rect fill="url(#g)"/><use xlink:href="#g"/><use href="#g"/>',
    );
    const attributes = elements(logo.children).map((element) => element.attributes);
    expect(attributes).toContainEqual({ id: 'p-g' });
    expect(attributes).toContainEqual({ fill: 'url(#p-g)' });
    expect(attributes.filter((each) => each.href === '#p-g')).toHaveLength(2);
  });

  it.each([
    ['a script', '<script>alert(1)</script>', /<script> is not drawn/],
    ['foreign content', '<foreignObject><div/></foreignObject>', /<foreignObject> is not drawn/],
    ['an image', '<image href="#x"/>', /<image> is not drawn/],
    ['an event handler', '<rect onclick="alert(1)"/>', /onclick> would run code/],
    ['an inline style', '<rect style="fill:red"/>', /inline style/],
    ['a link outside the logo', '<use href="https://example.com/a.svg#x"/>', /reaches outside the logo/],
    ['a javascript: link', '<use xlink:href="javascript:alert(1)"/>', /reaches outside the logo/],
    ['an element left open', '<g>', /<\/svg> closes <g>/],
    ['a misnested close', '<g></text>', /<\/text> closes <g>/],
    ['a bare ampersand', '<text>A & B</text>', /bare or unknown "&"/],
    ['a stray bracket', '<text>1 < 2</text>', /not well-formed/],
  ])('refuses %s, saying why', (_what, inner, reason) => {
    expect(() => logoOf(inner)).toThrow(reason);
  });

  it('refuses a file whose root is not one <svg>', () => {
    expect(() => svgLogo('<g/>', 'logo.svg', 'p-')).toThrow(/one <svg> element/);
    expect(() => svgLogo(`${svg('')}${svg('')}`, 'logo.svg', 'p-')).toThrow(/one <svg> element/);
    expect(() => svgLogo('<svg viewBox="0 0 1 1">', 'logo.svg', 'p-')).toThrow(/one <svg> element, closed/);
  });

  it('reads back any text it is given, escaped as XML writes it', () => {
    const escaped = (text: string) =>
      text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), (letters, title) => {
        const logo = logoOf(`<text font-family="${escaped(title)}">${escaped(letters)}</text>`);
        expect(logo.children).toEqual([
          { tag: 'text', attributes: { 'font-family': title }, children: [letters] },
        ]);
      }),
    );
  });
});
