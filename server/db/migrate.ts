/**
 * Applies server/db/migrations/*.sql in name order, each once, each in its own transaction, and records
 * it in schema_migrations. Runs at every start; an applied migration is never edited, a new file is added.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What migrations need of a database: database.ts's Database is one (it imports this, not the other way). */
export interface SqlRunner {
  /** Runs SQL text that may hold several statements (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs one statement and returns its rows. */
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
}

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export function listMigrations(): { name: string; sql: string }[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(MIGRATIONS_DIR, name), 'utf8') }));
}

export async function runMigrations(database: SqlRunner): Promise<string[]> {
  await database.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied = new Set(
    (await database.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
  );
  const ran: string[] = [];
  for (const migration of listMigrations()) {
    if (applied.has(migration.name)) continue;
    const name = migration.name.replace(/'/g, "''");
    await database.exec(
      `BEGIN;\n${migration.sql}\nINSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`,
    );
    ran.push(migration.name);
  }
  return ran;
}
