/**
 * Resolves `virtual:market` in the gallery to one module that knows every brand's logos (their URLs and, read
 * from the SVGs as the build does, their sizes) and picks its cell from the preview URL (gallery-market.ts).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { svgSize } from '#build/svg-size.ts';
import { PRODUCTS } from '#markets/matrix.ts';

const VIRTUAL_ID = 'virtual:market';
const RESOLVED_ID = '\0virtual:market';
const ROOT = resolve(import.meta.dirname, '..');

const sizeOf = (product: string, file: string) =>
  svgSize(readFileSync(resolve(ROOT, 'src/markets/brands', product, file), 'utf8'));

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
        lines.push(
          `import header${index} from '${dir}/logo-header.svg';`,
          `import footer${index} from '${dir}/logo-footer.svg';`,
          `import favicon${index} from '${dir}/favicon.png';`,
        );
        const sizes = JSON.stringify({
          header: sizeOf(product, 'logo-header.svg'),
          footer: sizeOf(product, 'logo-footer.svg'),
        });
        files.push(
          `  ${JSON.stringify(product)}: { assets: { logoHeader: header${index}, logoFooter: footer${index}, favicon: favicon${index} }, logoSizes: ${sizes} },`,
        );
      });
      return [...lines, 'export const market = createGalleryMarket({', ...files, '});'].join('\n');
    },
  };
}
