/**
 * The database a test file runs on: an in-memory PGlite by default; with TEST_DATABASE_URL (set by the
 * `server-postgres` step of `npm test`), a fresh database on that PostgreSQL server, dropped at close, so test
 * files running side by side never see each other's leads. Not DATABASE_URL: a developer's own server must not
 * turn the plain unit step into one that creates databases on it.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database.ts';

export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: 'memory://' });
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
  return {
    ...database,
    async close() {
      await database.close();
      await admin(`DROP DATABASE ${name} WITH (FORCE)`);
    },
  };
}
