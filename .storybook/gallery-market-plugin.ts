/**
 * Resolves `virtual:market` in the gallery to one module that knows every brand's logos (read from the SVGs as the
 * build reads them) and favicon, and picks its cell from the preview URL (gallery-market.ts).
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { brandLogo } from '#build/svg-logo.ts';
import { PRODUCTS } from '#markets/matrix.ts';

const VIRTUAL_ID = 'virtual:market';
const RESOLVED_ID = '\0virtual:market';
const ROOT = resolve(import.meta.dirname, '..');

export function galleryMarketPlugin(): Plugin {
  return {
    name: 'gallery-market',
    enforce: 'pre',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const lines = [
        `import { createGalleryMarket } from '${resolve(import.meta.dirname, 'gallery-market.ts')}';`,
      ];
      const files: string[] = [];
      PRODUCTS.forEach((product, index) => {
        const dir = resolve(ROOT, 'src/markets/brands', product);
        lines.push(`import favicon${index} from '${dir}/favicon.png';`);
        const logos = JSON.stringify({
          header: brandLogo(product, 'header'),
          footer: brandLogo(product, 'footer'),
        });
        files.push(
          `  ${JSON.stringify(product)}: { assets: { favicon: favicon${index} }, logos: ${logos} },`,
        );
      });
      return [...lines, 'export const market = createGalleryMarket({', ...files, '});'].join('\n');
    },
  };
}
