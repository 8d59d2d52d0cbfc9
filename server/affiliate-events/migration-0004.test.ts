// @vitest-environment node
/** Migration 0004 keeps the affiliate events stored before it: the reference moves to columns, old names map. */
import { openBlankMemoryPglite } from '../db/database.ts';
import { listMigrations } from '../db/migrate.ts';

it('moves the stored reference to columns and maps the old event names', async () => {
  const db = await openBlankMemoryPglite();
  try {
    const migrations = listMigrations();
    const at = migrations.findIndex((migration) => migration.name.startsWith('0004_'));
    for (const migration of migrations.slice(0, at)) await db.exec(migration.sql);
    await db.exec(`
      INSERT INTO affiliate_events (product, event, session_id, lead_id, data, occurred_at) VALUES
        ('prestaluz-mx', 'lead', '8d0c6f4a-1b2c-4d3e-8f9a-0b1c2d3e4f5a', '3f2b8c1e-6a4d-4f7e-9b1a-2c3d4e5f6a7b',
         '{"attribute":"network","subId":"s-1","transactionId":"tx-1"}', '2026-05-01T10:00:00Z'),
        ('prestaluz-mx', 'landing', '8d0c6f4a-1b2c-4d3e-8f9a-0b1c2d3e4f5a', NULL, '{}', '2026-05-01T09:00:00Z');
    `);
    for (const migration of migrations.slice(at, at + 1)) await db.exec(migration.sql);
    const { rows } = await db.query(
      `SELECT product_id, event, lead_id, affiliate_attribute, affiliate_sub_id, affiliate_transaction_id,
              utm_source, idempotency_key
       FROM affiliate_events ORDER BY id`,
    );
    expect(rows).toEqual([
      {
        product_id: 'prestaluz-mx',
        event: 'lead_created',
        lead_id: '3f2b8c1e-6a4d-4f7e-9b1a-2c3d4e5f6a7b',
        affiliate_attribute: 'network',
        affiliate_sub_id: 's-1',
        affiliate_transaction_id: 'tx-1',
        utm_source: null,
        idempotency_key: null,
      },
      {
        product_id: 'prestaluz-mx',
        event: 'landing',
        lead_id: null,
        affiliate_attribute: null,
        affiliate_sub_id: null,
        affiliate_transaction_id: null,
        utm_source: null,
        idempotency_key: null,
      },
    ]);
  } finally {
    await db.close();
  }
});
