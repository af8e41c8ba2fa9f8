import { expect, test } from 'vitest';
import { forPostgres } from '../testing/sync-sql.ts';
import { databaseFromEnv, filesDirOf } from './location.ts';
import { poolMaxFromEnv, redactUrl } from './postgres.ts';

test('DATABASE_URL wins over DB_PATH, and anything but a postgres URL is refused', () => {
  expect(databaseFromEnv({})).toBe('data/app.db');
  expect(databaseFromEnv({ DB_PATH: '/srv/app.db' })).toBe('/srv/app.db');
  expect(databaseFromEnv({ DB_PATH: '/srv/app.db', DATABASE_URL: 'postgres://u:p@db:5432/lm' })).toBe('postgres://u:p@db:5432/lm');
  expect(databaseFromEnv({ DATABASE_URL: ' ' })).toBe('data/app.db');
  expect(() => databaseFromEnv({ DATABASE_URL: 'mysql://db/lm' })).toThrow(/postgres:\/\/ or postgresql:\/\//);
});

test("the node's own files go beside the SQLite file, or to DATA_DIR with PostgreSQL", () => {
  expect(filesDirOf('/srv/lm/app.db', {})).toBe('/srv/lm');
  expect(filesDirOf(':memory:', {})).toBeUndefined();
  expect(filesDirOf('postgres://db/lm', {})).toBe('data');
  expect(filesDirOf('postgresql://db/lm', { DATA_DIR: '/var/lib/lustmap' })).toBe('/var/lib/lustmap');
});

test('logs never show the password, and the pool size is checked', () => {
  expect(redactUrl('postgres://lustmap:s3cret@db:5432/lm')).toBe('postgres://lustmap:***@db:5432/lm');
  expect(redactUrl('data/app.db')).toBe('data/app.db');
  expect(poolMaxFromEnv(undefined)).toBe(10);
  expect(poolMaxFromEnv('25')).toBe(25);
  expect(() => poolMaxFromEnv('0')).toThrow(/1 to 1000/);
  expect(() => poolMaxFromEnv('lots')).toThrow(/"lots"/);
});

test("test SQL in SQLite's spelling is rewritten for PostgreSQL outside quoted text", () => {
  expect(forPostgres("SELECT id AS userId, '?' AS q FROM users WHERE a = ? AND b = 'it''s ?' AND c = ?")).toBe(
    `SELECT id AS "userId", '?' AS q FROM users WHERE a = $1 AND b = 'it''s ?' AND c = $2`,
  );
});
