import { listMigrations } from './migrate.ts';
import { openDatabase, type Database } from './database.ts';

const opened: Database[] = [];
const openInMemory = async () => {
  const database = await openDatabase({ dataDir: 'memory://' });
  opened.push(database);
  return database;
};

afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
});

const migrationsOf = async (database: Database) =>
  (await database.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).map(
    (row) => row.name,
  );

// In-memory databases start from a copy of the first one's blank files (database.ts): each is still a database of its
// own, migrated, holding nothing another one wrote, before or after the copy.
describe('in-memory databases', () => {
  it('each opens migrated and empty, whatever the ones opened before it hold', async () => {
    const first = await openInMemory();
    await first.exec("INSERT INTO email_unsubscribes (email_hash) VALUES ('first')");
    const [second, third] = await Promise.all([openInMemory(), openInMemory()]);
    await second.exec("INSERT INTO email_unsubscribes (email_hash) VALUES ('second')");

    const names = listMigrations().map((migration) => migration.name);
    for (const database of [first, second, third]) expect(await migrationsOf(database)).toEqual(names);
    const hashes = (database: Database) =>
      database.query<{ email_hash: string }>('SELECT email_hash FROM email_unsubscribes');
    expect(await hashes(first)).toEqual([{ email_hash: 'first' }]);
    expect(await hashes(second)).toEqual([{ email_hash: 'second' }]);
    expect(await hashes(third)).toEqual([]);
    // A hang guard: initdb and two copies take some 8 CPU-seconds, 25 s of wall time beside the other checks.
  }, 90_000);
});
