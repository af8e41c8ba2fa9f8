/**
 * Writes on PostgreSQL lock what they contend for, never the whole database (db/transactions.ts):
 * two nodes (two connection pools on one database) spending from one wallet, extending the audit
 * chain and escalating one meeting keep every guarantee; a purchase held open does not hold up
 * another user's purchase, a message or a check-in (with DATABASE_WRITE_LOCK=global it does); and
 * a transaction aborted by a conflict runs again, a bounded number of times.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { regions } from '../../../regions/index.ts';
import type { RoleId } from '../../domain/roles.ts';
import { meetingAction } from '../alarme/actions.ts';
import type { AlarmeDeps } from '../alarme/deps.ts';
import { raiseAlert, sendPending } from '../alarme/escalation.ts';
import { createMeeting } from '../alarme/meetings.ts';
import { meetingBody, tap, TEST_SITE } from '../alarme/testing.ts';
import { RateLimiter } from '../auth/rate-limit.ts';
import { idempotent, type Reply } from '../billing/idempotency.ts';
import { accounts, balanceOf, postJournal } from '../billing/ledger.ts';
import { buyPremium } from '../billing/wallet.ts';
import { memoryLogger } from '../context.ts';
import { openPostgres } from '../db/postgres.ts';
import { lockFor, MAX_ATTEMPTS, TransactionConflict } from '../db/transactions.ts';
import type { DB } from '../db/types.ts';
import { memoryStorage } from '../media/storage.ts';
import { outboxProvider } from '../notify/outbox.ts';
import { appendAudit, verifyAuditChain } from '../services/audit.ts';
import { sendMessage } from '../services/messaging.ts';
import { failed } from '../services/outcome.ts';
import { setup } from '../setup.ts';
import { startPostgres, type PgCluster } from '../testing/postgres-cluster.ts';
import { systemClock } from '../time.ts';

let cluster: PgCluster;
/** Two nodes with the new locking, and two with DATABASE_WRITE_LOCK=global. */
const nodes: Kysely<DB>[] = [];
const globalNodes: Kysely<DB>[] = [];
const log = memoryLogger();

beforeAll(async () => {
  cluster = await startPostgres();
  const url = await cluster.createDatabase();
  const made = await setup({ path: url, seedProfiles: 12, log });
  await made.database.close();
  for (let i = 0; i < 2; i++) nodes.push((await openPostgres(url, { poolMax: 6, writeLock: 'entity' })).db);
  for (let i = 0; i < 2; i++) globalNodes.push((await openPostgres(url, { poolMax: 6, writeLock: 'global' })).db);
}, 180_000);

afterAll(async () => {
  for (const db of [...nodes, ...globalNodes]) await db.destroy();
  await cluster?.stop();
});

const paymentDeps = (db: Kysely<DB>) => ({ db, clock: systemClock, regions, log });

const alarmeDeps = (db: Kysely<DB>): AlarmeDeps => ({
  db,
  clock: systemClock,
  log,
  regions,
  messages: outboxProvider(db),
  siteUrl: TEST_SITE,
  graceMinutes: 5,
  limiter: new RateLimiter(db, systemClock),
});

const messagingDeps = (db: Kysely<DB>) => ({
  db,
  clock: systemClock,
  log,
  media: memoryStorage(),
  limiter: new RateLimiter(db, systemClock),
});

/** Ids of users no other test of this file touches (a fresh pick each call). */
let picked = 0;
async function freshUsers(n: number): Promise<number[]> {
  const rows = await nodes[0]!.selectFrom('users').select('id').orderBy('id').offset(picked).limit(n).execute();
  picked += n;
  expect(rows).toHaveLength(n);
  return rows.map((r) => r.id);
}

/** Give a user `credits` (as a paid credit package would). */
async function credit(userId: number, credits: number): Promise<void> {
  await postJournal(nodes[0]!, new Date(), {
    kind: 'credit_purchase',
    reference: `test-credit:${randomUUID()}`,
    postings: [
      { account: accounts.userCredits(userId), unit: 'CREDIT', amount: credits },
      { account: accounts.creditsIssued, unit: 'CREDIT', amount: -credits },
    ],
  });
}

/** Bring a wallet to exactly `credits`. */
async function fill(userId: number, credits: number): Promise<void> {
  const balance = await balanceOf(nodes[0]!, accounts.userCredits(userId), 'CREDIT');
  if (balance !== credits) await credit(userId, credits - balance);
}

/** Buy 7 days of premium with credits, as `POST /users/products/premium` does; `hold` runs inside its transaction. */
function buyPremiumOn(db: Kysely<DB>, userId: number, hold?: () => Promise<void>): Promise<Reply> {
  return idempotent(
    db,
    () => new Date(),
    { scope: `user:${userId}`, key: randomUUID(), fingerprint: 'premium-7' },
    async (trx) => {
      const reply = await buyPremium(trx, paymentDeps(db), userId, 'premium-7');
      await hold?.();
      return reply;
    },
  );
}

/** How many lock requests of this database wait, of any kind (a write held up by another). */
async function waitingLocks(): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted
    AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`.execute(nodes[0]!);
  return rows[0]!.n;
}

/** Resolves once `n` lock requests wait (polling; the test's own timeout bounds it). */
async function untilWaiting(n: number): Promise<void> {
  while ((await waitingLocks()) < n) await new Promise((r) => setTimeout(r, 20));
}

/** A write that must finish without waiting for a lock: 'done', or 'waited' as soon as any lock request waits. */
async function withoutWaiting(write: Promise<unknown>): Promise<'done' | 'waited'> {
  let finished = false;
  const watch = (async () => {
    while (!finished) {
      if ((await waitingLocks()) > 0) return 'waited' as const;
      await new Promise((r) => setTimeout(r, 10));
    }
    return 'done' as const;
  })();
  const result = await Promise.race([write.then(() => 'done' as const), watch]);
  finished = true;
  await write;
  return result;
}

/** A purchase held open inside its transaction until `release()`. */
function heldPurchase(db: Kysely<DB>, userId: number) {
  let release!: () => void;
  let entered!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const inside = new Promise<void>((r) => (entered = r));
  const done = buyPremiumOn(db, userId, async () => {
    entered();
    await gate;
  });
  return { inside, release, done };
}

/** The demo punter, the escort of one of its conversations, that conversation, and an open meeting of the demo escort. */
async function scene() {
  const db = nodes[0]!;
  const punter = await db.selectFrom('users').select('id').where('email', '=', 'punter@demo.lustmap.test').executeTakeFirstOrThrow();
  const roles = (await db.selectFrom('user_roles').select('role_id').where('user_id', '=', punter.id).execute()).map(
    (r) => r.role_id as RoleId,
  );
  const conversation = await db.selectFrom('conversations').select(['id']).where('punter_id', '=', punter.id).executeTakeFirstOrThrow();
  const escort = await db.selectFrom('users').select('id').where('email', '=', 'escort@demo.lustmap.test').executeTakeFirstOrThrow();
  const meeting = await createMeeting(alarmeDeps(db), escort.id, meetingBody(new Date(), 30, 120));
  if (failed(meeting)) throw new Error(`no meeting: ${JSON.stringify(meeting)}`);
  return { caller: { id: punter.id, roles }, conversationId: conversation.id, escortId: escort.id, meetingId: meeting.value.id };
}

describe('two nodes on one database', () => {
  test('parallel spends from one wallet never overspend it', { timeout: 120_000 }, async () => {
    const [userId] = await freshUsers(1);
    const price = 90;
    const wallet = accounts.userCredits(userId!);
    // Enough for 10 purchases and 40 credits more, whatever the demo data gave.
    await fill(userId!, 10 * price + 40);
    const replies = await Promise.all(Array.from({ length: 24 }, (_, i) => buyPremiumOn(nodes[i % 2]!, userId!)));
    const spent = replies.filter((r) => r.status === 200).length;
    expect(spent).toBe(10);
    expect(replies.filter((r) => r.status === 422)).toHaveLength(14);
    const balance = await balanceOf(nodes[1]!, wallet, 'CREDIT');
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(10 * price + 40 - spent * price);
    const journals = await nodes[0]!
      .selectFrom('ledger_journals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'premium_purchase')
      .where('reference', 'like', `premium:${userId}:%`)
      .executeTakeFirstOrThrow();
    expect(Number(journals.n)).toBe(spent);
  });

  test('appending to the audit chain from both nodes at once keeps it valid', { timeout: 120_000 }, async () => {
    const before = await verifyAuditChain(nodes[0]!);
    expect(before.ok).toBe(true);
    const [actorId] = await freshUsers(1);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        nodes[i % 2]!.transaction().execute((trx) =>
          appendAudit(trx, { actorId: actorId!, action: 'test.append', targetType: 'user', targetId: i, at: new Date() }),
        ),
      ),
    );
    const after = await verifyAuditChain(nodes[1]!);
    expect(after).toMatchObject({ ok: true, entries: before.entries + 20 });
  });

  test('concurrent escalations of one meeting alert exactly once', { timeout: 120_000 }, async () => {
    const { escortId, meetingId } = await scene();
    const past = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
    await nodes[0]!
      .updateTable('alarme_meetings')
      .set({ status: 'overdue', starts_at: past(120), check_in_at: past(30), ends_at: past(30) })
      .where('id', '=', meetingId)
      .execute();
    const contacts = await nodes[0]!
      .selectFrom('alarme_contacts')
      .select(['id', 'phone', 'email'])
      .where('user_id', '=', escortId)
      .where('status', '=', 'confirmed')
      .execute();
    expect(contacts.length).toBeGreaterThan(0);

    const raised = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        raiseAlert(alarmeDeps(nodes[i % 2]!), meetingId, 'missed_check_in', ['overdue'], { checkInBefore: past(5) }),
      ),
    );
    expect(raised.filter(Boolean)).toHaveLength(1);
    const recipients = await nodes[1]!.selectFrom('alarme_recipients').select('id').where('meeting_id', '=', meetingId).execute();
    expect(recipients).toHaveLength(contacts.length);
    const channels = contacts.reduce((n, c) => n + (c.phone ? 1 : 0) + (c.email ? 1 : 0), 0);
    const deliveries = await nodes[1]!
      .selectFrom('alarme_deliveries')
      .select('id')
      .where(
        'recipient_id',
        'in',
        recipients.map((r) => r.id),
      )
      .execute();
    expect(deliveries).toHaveLength(channels);

    // Both nodes send at once: each delivery reaches the outbox once.
    await Promise.all([sendPending(alarmeDeps(nodes[0]!)), sendPending(alarmeDeps(nodes[1]!))]);
    const sent = await nodes[0]!
      .selectFrom('outbox')
      .select('id')
      .where(
        'dedupe_key',
        'in',
        deliveries.map((d) => `alarme-delivery:${d.id}`),
      )
      .execute();
    expect(sent).toHaveLength(channels);
  });
});

describe('unrelated writes never wait', () => {
  test('another purchase, a message and a check-in commit while a purchase is held open', { timeout: 120_000 }, async () => {
    const [a, b] = await freshUsers(2);
    await fill(a!, 500);
    await fill(b!, 500);
    const s = await scene();
    const held = heldPurchase(nodes[0]!, a!);
    await held.inside;

    expect(await withoutWaiting(buyPremiumOn(nodes[1]!, b!))).toBe('done');
    const message = sendMessage(messagingDeps(nodes[1]!), s.caller, s.conversationId, {
      body: 'Während ein Kauf offen ist',
      clientId: randomUUID(),
    });
    expect(await withoutWaiting(message)).toBe('done');
    expect(await message).toMatchObject({ status: 201 });
    const checkIn = meetingAction(alarmeDeps(nodes[0]!), s.escortId, s.meetingId, { action: 'extend', minutes: 15, clientActionId: tap() });
    expect(await withoutWaiting(checkIn)).toBe('done');
    expect(failed(await checkIn)).toBe(false);

    held.release();
    expect((await held.done).status).toBe(200);
    expect(await balanceOf(nodes[0]!, accounts.userCredits(a!), 'CREDIT')).toBe(500 - 90);
    expect(await balanceOf(nodes[0]!, accounts.userCredits(b!), 'CREDIT')).toBe(500 - 90);
  });

  test('with DATABASE_WRITE_LOCK=global the same writes wait until the held purchase ends', { timeout: 120_000 }, async () => {
    const [a, b] = await freshUsers(2);
    await fill(a!, 500);
    await fill(b!, 500);
    const s = await scene();
    const held = heldPurchase(globalNodes[0]!, a!);
    await held.inside;

    let released = false;
    const finishedAfterRelease = (write: Promise<unknown>) => write.then(() => released);
    const writes = [
      finishedAfterRelease(buyPremiumOn(globalNodes[1]!, b!)),
      finishedAfterRelease(
        sendMessage(messagingDeps(globalNodes[1]!), s.caller, s.conversationId, { body: 'Wartet auf die Sperre', clientId: randomUUID() }),
      ),
      finishedAfterRelease(
        meetingAction(alarmeDeps(globalNodes[0]!), s.escortId, s.meetingId, { action: 'extend', minutes: 15, clientActionId: tap() }),
      ),
    ];
    // All three stand in line for the one write lock …
    await untilWaiting(3);
    released = true;
    held.release();
    // … and none of them finished before the held purchase let go of it.
    expect(await Promise.all(writes)).toEqual([true, true, true]);
    expect((await held.done).status).toBe(200);
    expect(await balanceOf(nodes[0]!, accounts.userCredits(b!), 'CREDIT')).toBe(500 - 90);
  });
});

describe('a transaction aborted by a conflict', () => {
  const forced = (code: 'serialization_failure' | 'deadlock_detected') =>
    sql.raw(`DO $$ BEGIN RAISE EXCEPTION 'forced conflict' USING ERRCODE = '${code}'; END $$`);
  const metaValue = async (key: string) =>
    (await nodes[0]!.selectFrom('meta').select('value').where('key', '=', key).execute()).map((r) => r.value);

  test('runs its callback again and commits once', async () => {
    const key = `retry-${randomUUID()}`;
    let runs = 0;
    const result = await nodes[0]!.transaction().execute(async (trx) => {
      runs++;
      await trx
        .insertInto('meta')
        .values({ key, value: String(runs) })
        .execute();
      if (runs === 1) await forced('serialization_failure').execute(trx);
      if (runs === 2) await forced('deadlock_detected').execute(trx);
      return runs;
    });
    expect(result).toBe(3);
    expect(await metaValue(key)).toEqual(['3']);
  });

  test('runs again even when the callback caught the failure itself', async () => {
    const key = `retry-${randomUUID()}`;
    let runs = 0;
    await nodes[1]!.transaction().execute(async (trx) => {
      runs++;
      if (runs === 1)
        await forced('serialization_failure')
          .execute(trx)
          .catch(() => undefined);
      else await trx.insertInto('meta').values({ key, value: 'second run' }).execute();
    });
    expect(runs).toBe(2);
    expect(await metaValue(key)).toEqual(['second run']);
  });

  test(`fails with a clear error after ${MAX_ATTEMPTS} runs, applying nothing`, async () => {
    const key = `retry-${randomUUID()}`;
    let runs = 0;
    const failed = nodes[0]!.transaction().execute(async (trx) => {
      runs++;
      await trx
        .insertInto('meta')
        .values({ key, value: String(runs) })
        .execute();
      await forced('serialization_failure').execute(trx);
    });
    await expect(failed).rejects.toThrow(TransactionConflict);
    await expect(failed).rejects.toThrow(`conflicted with concurrent writes ${MAX_ATTEMPTS} times in a row`);
    await expect(failed).rejects.toMatchObject({ attempts: MAX_ATTEMPTS, code: '40001' });
    expect(runs).toBe(MAX_ATTEMPTS);
    expect(await metaValue(key)).toEqual([]);
  });

  test('two transactions locking in opposite orders: the deadlock victim runs again and both commit', async () => {
    const [x, y] = [`deadlock-${randomUUID()}`, `deadlock-${randomUUID()}`];
    let runs = 0;
    let bothHoldOne!: () => void;
    const holding = new Promise<void>((r) => (bothHoldOne = r));
    let held = 0;
    const cross = (db: Kysely<DB>, first: string, second: string) =>
      db.transaction().execute(async (trx) => {
        runs++;
        await lockFor(trx, first);
        if (++held === 2) bothHoldOne();
        await holding;
        await lockFor(trx, second);
        await trx.insertInto('meta').values({ key: first, value: second }).execute();
      });
    await Promise.all([cross(nodes[0]!, x, y), cross(nodes[1]!, y, x)]);
    expect(runs).toBe(3);
    expect(await metaValue(x)).toEqual([y]);
    expect(await metaValue(y)).toEqual([x]);
  });

  test('other errors are not retried', async () => {
    let runs = 0;
    const failed = nodes[0]!.transaction().execute(async (trx) => {
      runs++;
      await sql`SELECT 1 / 0`.execute(trx);
    });
    await expect(failed).rejects.toThrow(/division by zero/);
    expect(runs).toBe(1);
  });

  test('a transaction meeting a held entity lock waits its turn and sees the holder’s write', async () => {
    const key = `retry-${randomUUID()}`;
    let release!: () => void;
    let entered!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const inside = new Promise<void>((r) => (entered = r));
    const holder = nodes[0]!.transaction().execute(async (trx) => {
      await lockFor(trx, key);
      await trx.insertInto('meta').values({ key, value: 'holder' }).execute();
      entered();
      await gate;
    });
    await inside;
    let runs = 0;
    const second = nodes[1]!.transaction().execute(async (trx) => {
      runs++;
      await lockFor(trx, key);
      return (await trx.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirst())?.value;
    });
    // The second waits at the lock, then reads what the holder committed.
    await untilWaiting(1);
    release();
    await holder;
    expect(await second).toBe('holder');
    expect(runs).toBe(1);
  });
});
