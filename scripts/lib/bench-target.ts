/**
 * What the page benchmarks measure: the production build of a cell (--country, --product) talking to a reference
 * API on loopback, so the page measured is the real first step (the configuration fetched, the form rendered), not
 * an error page, served by the project's static server. Existing VITE_ variables win over env files.
 */
import { buildServer } from '../../server/build-server';
import { readOption } from './args';
import { buildCell, type BuiltCell } from './build-cell';
import { startStaticServer } from './static-server';

export interface BenchTarget {
  built: BuiltCell;
  /** The application's address under its base path. */
  url: string;
  close(): Promise<void>;
}

export async function startBenchTarget(
  argv: readonly string[],
  ports: { api: number; app: number },
): Promise<BenchTarget> {
  process.env.VITE_API_BASE = `http://127.0.0.1:${ports.api}`;
  const api = await buildServer({ dataDir: 'memory://' });
  await api.listen({ host: '127.0.0.1', port: ports.api });
  const built = await buildCell({
    country: readOption(argv, 'country', 'COUNTRY'),
    product: readOption(argv, 'product', 'PRODUCT'),
    mode: 'production',
    quiet: true,
  });
  const server = await startStaticServer({
    distDir: built.distDir,
    basePath: built.basePath,
    port: ports.app,
  });
  return {
    built,
    url: `http://127.0.0.1:${ports.app}${built.basePath}`,
    async close() {
      server.close();
      await api.close();
    },
  };
}
