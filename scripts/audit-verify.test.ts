import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { openDatabase } from '../src/server/db/database.ts';
import { appendAudit, verifyAuditChain } from '../src/server/services/audit.ts';

const dir = mkdtempSync(join(tmpdir(), 'lustmap-audit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const script = resolve(import.meta.dirname, 'audit-verify.ts');

/** Run the check command on a database file: exit code and output. */
function run(path: string): { code: number; out: string } {
  try {
    return { code: 0, out: execFileSync(process.execPath, [script], { env: { ...process.env, DB_PATH: path }, encoding: 'utf8' }) };
  } catch (err) {
    const e = err as { status: number; stderr: string };
    return { code: e.status, out: e.stderr };
  }
}

/** A database with `n` entries, and its raw handle. */
async function withEntries(name: string, n: number) {
  const path = join(dir, `${name}.db`);
  const d = await openDatabase(path);
  for (let i = 1; i <= n; i++) {
    await d.db.transaction().execute((trx) => appendAudit(trx, entry(i)));
  }
  return { path, d };
}

/** The i-th entry of a test chain. */
function entry(i: number) {
  return {
    actorId: 7,
    action: 'profile.quarantine',
    targetType: 'profile',
    targetId: 100 + i,
    reason: `fake_profile: entry ${i}`,
    at: new Date(Date.UTC(2025, 5, 15, 10, i)),
    payload: { restrictionId: i, nested: { b: 2, a: 1 } },
  };
}

/** Drop the append-only triggers, as someone with raw access to the file could. */
const dropTriggers = (sqlite: import('node:sqlite').DatabaseSync) =>
  sqlite.exec('DROP TRIGGER audit_log_no_update; DROP TRIGGER audit_log_no_delete;');

test('an intact chain passes and the command prints its head', async () => {
  const { path, d } = await withEntries('intact', 4);
  const check = await verifyAuditChain(d.db);
  await d.close();
  expect(check).toMatchObject({ ok: true, entries: 4 });
  const { code, out } = run(path);
  expect(code).toBe(0);
  expect(out).toContain('4 entries');
});

test('appends started together still form one chain, each entry after the one before', async () => {
  const { d } = await withEntries('together', 1);
  const ids = await Promise.all([2, 3, 4, 5, 6].map((i) => d.db.transaction().execute((trx) => appendAudit(trx, entry(i)))));
  const rows = await d.db.selectFrom('audit_log').select(['id', 'prev_hash', 'hash']).orderBy('id').execute();
  expect(new Set(ids).size).toBe(5);
  expect(new Set(rows.map((r) => r.prev_hash)).size).toBe(6);
  rows.slice(1).forEach((r, i) => expect(r.prev_hash).toBe(rows[i]!.hash));
  expect(await verifyAuditChain(d.db)).toMatchObject({ ok: true, entries: 6 });
  await d.close();
});

test('the triggers refuse changing or deleting an entry', async () => {
  const { d } = await withEntries('triggers', 2);
  expect(() => d.sqlite.exec("UPDATE audit_log SET reason = 'softer' WHERE id = 1")).toThrow(/append-only/);
  expect(() => d.sqlite.exec('DELETE FROM audit_log WHERE id = 2')).toThrow(/append-only/);
  await d.close();
});

test('a changed entry is named by the command, which exits non-zero', async () => {
  const { path, d } = await withEntries('changed', 5);
  dropTriggers(d.sqlite);
  d.sqlite.exec("UPDATE audit_log SET reason = 'other: nothing happened' WHERE id = 3");
  expect(await verifyAuditChain(d.db)).toEqual({ ok: false, entries: 2, brokenId: 3, problem: 'hash' });
  await d.close();
  const { code, out } = run(path);
  expect(code).toBe(1);
  expect(out).toContain('broken at entry 3');
});

test('a deleted entry breaks the chain at the one after it; a rewritten hash at the next', async () => {
  const { d } = await withEntries('deleted', 5);
  dropTriggers(d.sqlite);
  d.sqlite.exec('DELETE FROM audit_log WHERE id = 2');
  expect(await verifyAuditChain(d.db)).toMatchObject({ ok: false, brokenId: 3, problem: 'prev_hash' });
  d.sqlite.exec('UPDATE audit_log SET payload = \'{"restrictionId":99}\' WHERE id = 4');
  d.sqlite.exec("UPDATE audit_log SET hash = 'x' WHERE id = 1");
  expect(await verifyAuditChain(d.db)).toMatchObject({ ok: false, brokenId: 1, problem: 'hash' });
  await d.close();
});
