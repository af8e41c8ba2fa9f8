import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, expect, test } from 'vitest';
import { ROLES } from '../../../lib/permissions.ts';
import { describeSchema } from '../../testing/schema.ts';
import { openDatabase } from '../database.ts';
import { NodeSqliteDialect } from '../dialect.ts';
import expected from '../schema.expected.json' with { type: 'json' };
import { migrations } from './index.ts';

const dir = mkdtempSync(join(tmpdir(), 'lustmap-migrations-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('it produces the schema the queries were written against', async () => {
  const d = await openDatabase(':memory:');
  expect(describeSchema(d.sqlite)).toEqual(expected);
  expect(d.sqlite.prepare('SELECT id, name FROM roles ORDER BY id').all()).toEqual(
    Object.entries(ROLES).map(([name, id]) => ({ id, name })),
  );
  await d.close();
});

test('it keeps the version names existing databases recorded', () => {
  expect(Object.keys(migrations)).toEqual([
    '0001_initial',
    '0002_accounts',
    '0003_jobs',
    '0004_report_dedupe',
    '0005_security',
    '0006_supply',
    '0007_photo_pipeline',
    '0008_venues',
    '0010_manager_contacts',
    '0011_moderation',
    '0012_ledger',
    '0013_payments',
    '0014_galleries',
    '0015_punter',
    '0016_messaging',
    '0017_tracking',
    '0018_alarme',
    '0019_ai',
    '0020_shared_limits',
    '0021_media_sizes',
    '0022_impersonation_refusals',
    '0023_search_revisions',
    '0024_site_rebuilds',
    '0025_search_revision_counter',
    '0026_display_name_chosen',
    '0027_search_available_now',
    '0028_mail_deliveries',
    '0029_gateway_messages',
  ]);
});

test('it brings a database of an earlier version up to date and keeps its rows', async () => {
  const path = join(dir, 'earlier.db');
  const sqlite = new DatabaseSync(path, { enableForeignKeyConstraints: true });
  const db = new Kysely<unknown>({ dialect: new NodeSqliteDialect(sqlite) });
  const earlier = { '0001_initial': migrations['0001_initial']!, '0002_accounts': migrations['0002_accounts']! };
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(earlier) } });
  expect((await migrator.migrateToLatest()).error).toBeUndefined();
  sqlite.prepare(`INSERT INTO users (username, region) VALUES ('kept', 'at')`).run();
  await db.destroy();

  const d = await openDatabase(path);
  expect(d.sqlite.prepare('SELECT username, region FROM users').all()).toEqual([{ username: 'kept', region: 'at' }]);
  expect((d.sqlite.prepare('SELECT name FROM kysely_migration ORDER BY name').all() as { name: string }[]).map((r) => r.name)).toEqual(
    Object.keys(migrations),
  );
  expect(describeSchema(d.sqlite)).toEqual(expected);
  await d.close();
});
