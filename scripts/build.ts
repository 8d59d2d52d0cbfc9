/**
 * Builds one cell of the matrix, or all of them:
 *   npm run build -- --country es --product finvela --mode production
 *   COUNTRY=pl PRODUCT=zlotek npm run build -- --mode staging
 *   npm run build -- --all --mode production
 * Unknown or invalid cells fail with the list of valid values.
 */
import { BuildTargetError } from '../build/build-target';
import { PAGE_VARIANTS } from '../src/markets/matrix';
import { readOption } from './lib/args';
import { buildCell } from './lib/build-cell';

const argv = process.argv.slice(2);
const mode = readOption(argv, 'mode', 'MODE');
const basePath = readOption(argv, 'base', 'BASE_PATH');

try {
  if (argv.includes('--all')) {
    for (const variant of PAGE_VARIANTS) {
      const built = await buildCell({
        country: variant.country,
        product: variant.product,
        mode,
        basePath,
        quiet: true,
      });
      console.log(`built ${built.distDir}`);
    }
  } else {
    const built = await buildCell({
      country: readOption(argv, 'country', 'COUNTRY'),
      product: readOption(argv, 'product', 'PRODUCT'),
      mode,
      basePath,
    });
    console.log(`built ${built.distDir}`);
  }
} catch (error) {
  if (error instanceof BuildTargetError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
