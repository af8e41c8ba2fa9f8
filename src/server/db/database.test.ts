import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeEach, expect, test } from 'vitest';
import { isoDay, minusYears } from '../time.ts';
import { openDatabase, transaction, type Database } from './database.ts';
import { migrations } from './migrations/index.ts';

let d: Database;
const dir = mkdtempSync(join(tmpdir(), 'lustmap-db-'));
beforeEach(async () => {
  d = await openDatabase(':memory:');
});
afterEach(() => d.close());
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function user(id: number, dob: string | null = null) {
  d.sqlite.prepare(`INSERT INTO users (id, username, region, date_of_birth) VALUES (?, ?, 'de', ?)`).run(id, `u${id}`, dob);
}

function profile(id: number, dob: string) {
  d.sqlite
    .prepare(`INSERT INTO profiles (user_id, profile_type, region, display_name, date_of_birth) VALUES (?, 'escort', 'de', 'X', ?)`)
    .run(id, dob);
}

test('it refuses a date of birth less than 18 years ago, in profiles and users', () => {
  const today = new Date().toISOString().slice(0, 10);
  user(1);
  expect(() => profile(1, minusYears(today, 17))).toThrow(/at least 18 years ago/);
  expect(() => user(2, minusYears(today, 10))).toThrow(/at least 18 years ago/);
  profile(1, minusYears(isoDay(new Date(Date.now() - 2 * 86_400_000)), 18));
  expect(() => d.sqlite.prepare('UPDATE profiles SET date_of_birth = ? WHERE user_id = 1').run(minusYears(today, 5))).toThrow(/18 years/);
});

test('it refuses impossible values with CHECK constraints', () => {
  user(1);
  expect(() =>
    d.sqlite.prepare(`INSERT INTO profiles (user_id, profile_type, region, display_name, lat) VALUES (1, 'escort', 'de', 'X', 91)`).run(),
  ).toThrow(/CHECK/);
  expect(() =>
    d.sqlite.prepare(`INSERT INTO profiles (user_id, profile_type, region, display_name) VALUES (1, 'alien', 'de', 'X')`).run(),
  ).toThrow(/CHECK/);
  expect(() => d.sqlite.prepare(`INSERT INTO users (username, region) VALUES ('x', 'fr')`).run()).toThrow(/CHECK/);
  expect(() =>
    d.sqlite
      .prepare(`INSERT INTO profiles (user_id, profile_type, region, display_name, published) VALUES (1, 'escort', 'de', 'X', 1)`)
      .run(),
  ).toThrow(/CHECK/);
  expect(() =>
    d.sqlite.prepare(`INSERT INTO profiles (user_id, profile_type, region, display_name) VALUES (42, 'escort', 'de', 'X')`).run(),
  ).toThrow(/FOREIGN KEY/);
});

test('it gives a user several roles', () => {
  user(1);
  d.sqlite.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (1, 1), (1, 2)').run();
  expect(d.sqlite.prepare('SELECT role_id FROM user_roles WHERE user_id = 1 ORDER BY role_id').all()).toEqual([
    { role_id: 1 },
    { role_id: 2 },
  ]);
  expect(() => d.sqlite.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (1, 11)').run()).toThrow(/FOREIGN KEY/);
});

test('it rolls back a failed Kysely transaction completely', async () => {
  await expect(
    d.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({
          username: 'a',
          region: 'de',
          email: null,
          phone: null,
          password_hash: null,
          email_verified_at: null,
          phone_verified_at: null,
          date_of_birth: null,
          manager_id: null,
          vip_valid_till: null,
          locale: null,
        })
        .execute();
      throw new Error('abort');
    }),
  ).rejects.toThrow('abort');
  expect(await d.db.selectFrom('users').selectAll().execute()).toEqual([]);
});

test('it rolls back a failed raw transaction', () => {
  expect(() =>
    transaction(d.sqlite, () => {
      user(1);
      user(1);
    }),
  ).toThrow(/UNIQUE/);
  expect(d.sqlite.prepare('SELECT count(*) AS n FROM users').get()).toEqual({ n: 0 });
});

test('it reuses prepared statements without mixing up parameters and returns insert ids', async () => {
  for (let i = 1; i <= 3; i++) user(i);
  const names = [];
  for (const id of [3, 1, 2]) {
    const row = await d.db.selectFrom('users').select('username').where('id', '=', id).executeTakeFirstOrThrow();
    names.push(row.username);
  }
  expect(names).toEqual(['u3', 'u1', 'u2']);
  const res = await sql`INSERT INTO roles (id, name) VALUES (99, 'x')`.execute(d.db);
  expect(res.numAffectedRows).toBe(1n);
  const returned = await d.db.insertInto('meta').values({ key: 'k', value: 'v' }).returning('key').executeTakeFirst();
  expect(returned).toEqual({ key: 'k' });
});

test('it migrates a file once and opens it again without changes, in WAL mode', async () => {
  const path = join(dir, 'x.db');
  const first = await openDatabase(path);
  expect(first.sqlite.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
  first.sqlite.prepare(`INSERT INTO meta (key, value) VALUES ('kept', '1')`).run();
  await first.close();
  const second = await openDatabase(path);
  const applied = second.sqlite.prepare('SELECT name FROM kysely_migration ORDER BY name').all() as { name: string }[];
  expect(applied.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
  expect(second.sqlite.prepare(`SELECT value FROM meta WHERE key = 'kept'`).get()).toEqual({ value: '1' });
  await second.close();
});
