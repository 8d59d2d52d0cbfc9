/**
 * Reads a brand's SVG logo into the elements the shell draws inline (src/markets/logo.ts says why inline). A logo is
 * data a lender supplies, often exported by a drawing tool: comments, the XML declaration, titles and the tool's own
 * namespaced attributes are left out; what could run, fetch or break the page's policy is refused with the reason, so
 * the build stops rather than shipping it: scripts and foreign content, event-handler attributes, inline styles (the
 * Content-Security-Policy allows none: write fill="..." instead), and links to anything but the logo's own elements.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Logo, LogoElement, LogoNode } from '#markets/logo.ts';
import { svgSize } from './svg-size.ts';

/** The elements a logo may draw with. */
const DRAWING_TAGS = new Set([
  'svg',
  'g',
  'defs',
  'path',
  'circle',
  'ellipse',
  'rect',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'use',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'symbol',
]);
/** Elements that describe rather than draw: the page names the logo itself (the link's text, translated). */
const DESCRIPTIVE_TAGS = new Set(['title', 'desc', 'metadata']);
/** Where whitespace is part of what is drawn. */
const TEXT_TAGS = new Set(['text', 'tspan']);
/** The root's attributes the shell sets itself: its size, its role and its name. */
const ROOT_OWN = new Set([
  'width',
  'height',
  'role',
  'aria-label',
  'aria-labelledby',
  'aria-hidden',
  'version',
]);

const TOKEN =
  /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>|<\/([A-Za-z][\w.:-]*)\s*>|<([A-Za-z][\w.:-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/y;
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const ENTITY = /&(?:(amp|lt|gt|quot|apos)|#(\d+)|#x([\da-fA-F]+));|&/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decoded(text: string, file: string): string {
  return text.replace(ENTITY, (entity, name?: string, decimal?: string, hex?: string) => {
    if (name) return NAMED[name] ?? entity;
    const code = decimal ? Number(decimal) : hex ? parseInt(hex, 16) : NaN;
    if (!Number.isInteger(code) || code > 0x10ffff)
      throw new Error(`${file}: a bare or unknown "&" in the SVG`);
    return String.fromCodePoint(code);
  });
}

/** The attributes a logo keeps, named as in HTML's SVG (xlink:href is href); refused ones throw with the reason. */
function keptAttributes(raw: string, tag: string, file: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, written = '', double, single] of raw.matchAll(ATTRIBUTE)) {
    const name = written === 'xlink:href' ? 'href' : written;
    const value = decoded(double ?? single ?? '', file);
    if (/^on/i.test(name)) throw new Error(`${file}: <${tag} ${name}> would run code: a logo only draws`);
    if (name === 'style')
      throw new Error(
        `${file}: <${tag} style> is an inline style, which the page's policy refuses: write fill="..."`,
      );
    if (name === 'href' && !value.startsWith('#'))
      throw new Error(`${file}: <${tag} href="${value}"> reaches outside the logo: only #id links are drawn`);
    // The namespace declarations and a drawing tool's own attributes (inkscape:..., xml:space) draw nothing here.
    if (name === 'xmlns' || name.includes(':')) continue;
    attributes[name] = value;
  }
  return attributes;
}

/**
 * The logo's ids and the links to them, prefixed: the header's and the footer's logos are in one page, and an id in
 * both would make a gradient of one the other's.
 */
function prefixedIds(attributes: Record<string, string>, prefix: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'id') result[name] = `${prefix}${value}`;
    else if (name === 'href') result[name] = `#${prefix}${value.slice(1)}`;
    else result[name] = value.replace(/url\(\s*#([^)\s]+)\s*\)/g, `url(#${prefix}$1)`);
  }
  return result;
}

interface Open {
  element: LogoElement & { children: LogoNode[] };
  /** Inside a title or description: read past, not kept. */
  dropped: boolean;
}

/** The SVG's elements as a tree, checked tag by tag; throws on markup that is not well-formed or not allowed. */
function parsedRoot(svg: string, file: string, idPrefix: string): LogoElement {
  const top: Open = { element: { tag: '#document', attributes: {}, children: [] }, dropped: false };
  const stack: Open[] = [top];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < svg.length) {
    const at = TOKEN.lastIndex;
    const token = TOKEN.exec(svg);
    if (!token) throw new Error(`${file}: the SVG is not well-formed at character ${at}`);
    const [, closing, opening, rawAttributes = '', selfClosing, text] = token;
    const parent = stack[stack.length - 1] ?? top;
    if (text !== undefined) {
      const kept = TEXT_TAGS.has(parent.element.tag) ? text : text.trim();
      if (kept !== '' && !parent.dropped) parent.element.children.push(decoded(kept, file));
    } else if (opening) {
      const dropped = parent.dropped || DESCRIPTIVE_TAGS.has(opening);
      if (!dropped && !DRAWING_TAGS.has(opening))
        throw new Error(`${file}: <${opening}> is not drawn in a logo (${[...DRAWING_TAGS].join(', ')} are)`);
      const attributes = dropped ? {} : prefixedIds(keptAttributes(rawAttributes, opening, file), idPrefix);
      const element = { tag: opening, attributes, children: [] };
      if (!dropped) parent.element.children.push(element);
      if (!selfClosing) stack.push({ element, dropped });
    } else if (closing) {
      if (parent.element.tag !== closing)
        throw new Error(`${file}: </${closing}> closes <${parent.element.tag}>`);
      stack.pop();
    }
  }
  const [root, ...more] = top.element.children;
  if (stack.length > 1 || more.length > 0 || typeof root !== 'object' || root.tag !== 'svg')
    throw new Error(`${file}: a logo is one <svg> element, closed`);
  return root;
}

/** The logo of an SVG file's text; `idPrefix` keeps its ids apart from another logo's in the same page. */
export function svgLogo(svg: string, file: string, idPrefix: string): Logo {
  const root = parsedRoot(svg, file, idPrefix);
  const { width, height } = svgSize(svg);
  const attributes = Object.fromEntries(
    Object.entries(root.attributes).filter(([name]) => !ROOT_OWN.has(name)),
  );
  return { width, height, attributes, children: root.children };
}

const BRANDS_DIR = resolve(import.meta.dirname, '../src/markets/brands');

/** The file of a brand's logo for one bar: its logo-header.svg or logo-footer.svg. */
export const brandLogoFile = (product: string, bar: 'header' | 'footer') =>
  resolve(BRANDS_DIR, product, `logo-${bar}.svg`);

/** A brand's logo for one bar, its ids prefixed with the bar's name. */
export function brandLogo(product: string, bar: 'header' | 'footer'): Logo {
  const file = brandLogoFile(product, bar);
  return svgLogo(readFileSync(file, 'utf8'), file, `logo-${bar}-`);
}
