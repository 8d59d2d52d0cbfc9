/**
 * The database a test file runs on: an in-memory PGlite by default; with TEST_DATABASE_URL (set by the
 * `server-postgres` step of `npm test`), a fresh database on that PostgreSQL server, dropped at close, so test
 * files running side by side never see each other's leads. Not DATABASE_URL: a developer's own server must not
 * turn the plain unit step into one that creates databases on it.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database.ts';

export interface TestDatabase extends Database {
  /**
   * Another connection pool to the same database, as a second API process would open (PostgreSQL); on the in-memory
   * PGlite, which one process owns, the same database.
   */
  openAnother(): Promise<Database>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { ...database, openAnother: async () => ({ ...database, close: async () => undefined }) };
  }
  const name = `lead_test_${randomUUID().replace(/-/g, '')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  const others: Database[] = [];
  return {
    ...database,
    async openAnother() {
      const other = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
      others.push(other);
      return other;
    },
    async close() {
      await Promise.all(others.map((other) => other.close()));
      await database.close();
      await admin(`DROP DATABASE ${name} WITH (FORCE)`);
    },
  };
}
