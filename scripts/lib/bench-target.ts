/**
 * What the page benchmarks measure: the production build of a cell (--country, --product) talking to a reference
 * API on loopback, so the page measured is the real first step (the configuration fetched, the form rendered), not
 * an error page, served by the project's static server. Existing VITE_ variables win over env files.
 */
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../server/build-server.ts';
import { readOption } from './args.ts';
import { buildCell, type BuiltCell } from './build-cell.ts';
import { startStaticServer } from './static-server.ts';

/**
 * An affiliate's link, as the first-visit benchmark and the landing's profile land from (spec section 4: a reference,
 * a click id, a UTM source), so the record on arrival has its work to do. No one's personal data.
 */
export const AFFILIATE_LANDING =
  '?refName=bench-affiliate&refSubId=bench-sub&refTransactionId=bench-tx&gclid=bench-click&utm_source=bench';

export interface BenchPorts {
  api: number;
  app: number;
}

export interface BenchTarget {
  built: BuiltCell;
  /** The application's address under its base path. */
  url: string;
  close(): Promise<void>;
}

/**
 * The reference API on `ports.api`, answering the page served on `ports.app`: its default CORS list names the
 * project's development and e2e ports only, and a bench port outside it would measure the API's refusal.
 * Sets VITE_API_BASE, so a cell built afterwards talks to it.
 */
export async function startBenchApi(ports: BenchPorts): Promise<FastifyInstance> {
  process.env.VITE_API_BASE = `http://127.0.0.1:${ports.api}`;
  const api = await buildServer({
    dataDir: 'memory://',
    corsOrigins: [`http://127.0.0.1:${ports.app}`, `http://localhost:${ports.app}`],
  });
  await api.listen({ host: '127.0.0.1', port: ports.api });
  return api;
}

/** Builds one cell in production mode and serves it on `ports.app`; the API must already be up (startBenchApi). */
export async function serveBenchCell(
  cell: { country?: string; product?: string },
  ports: BenchPorts,
): Promise<BenchTarget> {
  const built = await buildCell({ ...cell, mode: 'production', quiet: true });
  const server = await startStaticServer({
    distDir: built.distDir,
    basePath: built.basePath,
    port: ports.app,
  });
  return {
    built,
    url: `http://127.0.0.1:${ports.app}${built.basePath}`,
    // The browser's keep-alive connections would hold close() open: the next cell needs the port now.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** One cell named by --country and --product (or COUNTRY, PRODUCT), with its own API; close() stops both. */
export async function startBenchTarget(argv: readonly string[], ports: BenchPorts): Promise<BenchTarget> {
  const api = await startBenchApi(ports);
  const target = await serveBenchCell(
    { country: readOption(argv, 'country', 'COUNTRY'), product: readOption(argv, 'product', 'PRODUCT') },
    ports,
  );
  return {
    ...target,
    async close() {
      await target.close();
      await api.close();
    },
  };
}
