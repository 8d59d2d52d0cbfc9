/**
 * Opens the database: PGlite (embedded PostgreSQL) in a data folder by default, node-postgres when a
 * DATABASE_URL is given. Both get the same SQL migrations at start and the same drizzle schema.
 */
import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { runMigrations, type SqlRunner } from './migrate.ts';
import { schema, type Schema } from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database extends SqlRunner {
  db: Db;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
}

export interface DatabaseOptions {
  /** A postgres:// URL: use a PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; 'memory://' keeps everything in memory. */
  dataDir: string;
}

/**
 * The files of a blank in-memory database (PostgreSQL's initdb, run once in this process or worker thread), which every
 * later in-memory database starts from, as PostgreSQL's CREATE DATABASE copies its template. initdb in PGlite takes
 * about 4.9 CPU-seconds, a copy about 1.8 and taking it 0.7 (measured 2026-11-29 on this machine): a test worker opens
 * several. Taken before the migrations, which still run at every start. Undefined when the copy could not be taken:
 * the next open runs initdb and tries again.
 */
let blankMemoryFiles: Promise<Blob | undefined> | undefined;

async function createMemoryPglite(pglite: typeof PGlite) {
  // No await without a copy under way: two first opens side by side must not both run initdb.
  const pending = blankMemoryFiles;
  const blank = pending && (await pending);
  if (blank) return pglite.create({ dataDir: 'memory://', loadDataDir: blank });
  const created = pglite.create('memory://');
  // Set before the next await: an open that starts meanwhile waits for these files rather than running initdb too.
  // A copy that fails costs this database nothing: it is handed out all the same.
  const copy = created.then((client) => client.dumpDataDir('none')).catch(() => undefined);
  blankMemoryFiles = copy;
  // The copy is taken before this database is handed out: never of a database half way through its migrations.
  await copy;
  return created;
}

/**
 * A blank in-memory PGlite, no migrations run: for a test that takes the schema through its migrations itself
 * (server/affiliate-events/migration-0004.test.ts). From the same blank files as every in-memory database, so the
 * worker runs initdb once.
 */
export async function openBlankMemoryPglite(): Promise<PGlite> {
  const { PGlite: pglite } = await import('@electric-sql/pglite');
  return createMemoryPglite(pglite);
}

async function openPglite(dataDir: string): Promise<Database> {
  const [{ PGlite: pglite }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  const inMemory = dataDir === 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = inMemory ? await createMemoryPglite(pglite) : await pglite.create(dataDir);
  return {
    kind: 'pglite',
    db: drizzle(client, { schema }),
    exec: async (sql) => {
      await client.exec(sql);
    },
    query: async <Row>(sql: string, params: unknown[] = []) => (await client.query<Row>(sql, params)).rows,
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const [{ default: pg }, { drizzle }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  let closing = false;
  // A pooled connection the server ends while it is idle (a restart, a failover, pg_terminate_backend, a DROP
  // DATABASE ... WITH (FORCE) racing pool.end()) is reported on the pool: without a listener that is an uncaught
  // exception and the whole API stops. The pool has already discarded the connection and opens a new one when
  // needed, so this only says so: the SQLSTATE code, never the message (it may quote a value).
  pool.on('error', (error: Error & { code?: string }) => {
    if (!closing)
      console.warn(
        `lead-api: an idle PostgreSQL connection ended (${error.code ?? 'no code'}); the pool replaces it`,
      );
  });
  return {
    kind: 'postgres',
    db: drizzle(pool, { schema }),
    exec: async (sql) => {
      await pool.query(sql);
    },
    // node-postgres types rows as any[]: the caller names the row shape its SQL selects.
    query: async <Row>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as Row[],
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir);
  try {
    await runMigrations(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
