import { createElement, type ReactNode } from 'react';
import type { Logo, LogoNode } from '#markets/logo.ts';

interface BrandLogoProps {
  logo: Logo;
  /** The logo's text alternative (what the link it sits in says). */
  label: string;
  testId: string;
}

/** An element of the logo as written in its SVG, its children in order (text as text). */
function drawn(node: LogoNode, key: number): ReactNode {
  if (typeof node === 'string') return node;
  return createElement(node.tag, { ...node.attributes, key }, ...node.children.map(drawn));
}

/**
 * The brand's logo drawn inline (src/markets/logo.ts says why not an image element): an image to assistive
 * technology, named by `label`, with both dimensions of its viewBox so its box has its shape before anything is laid
 * out. The elements are created one by one, never parsed from markup.
 */
export function BrandLogo({ logo, label, testId }: BrandLogoProps) {
  return createElement(
    'svg',
    {
      ...logo.attributes,
      width: logo.width,
      height: logo.height,
      role: 'img',
      'aria-label': label,
      focusable: 'false',
      className: 'brand-logo',
      'data-testid': testId,
    },
    ...logo.children.map(drawn),
  );
}
