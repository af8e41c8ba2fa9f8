import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import {
  accounts,
  assertBalanced,
  balanceOf,
  InsufficientFunds,
  postJournal,
  reverseJournal,
  spendFrom,
  trialBalance,
  unbalancedJournals,
  UnbalancedJournal,
} from './ledger.ts';

let d: Database;
const at = new Date('2026-11-23T10:00:00Z');
beforeEach(async () => {
  d = await openDatabase(':memory:');
});
afterEach(async () => {
  await d.close();
});

/** Book a credit purchase the way checkout does: money in, VAT and revenue out, credits issued. */
function purchase(reference: string, userId: number, gross: number, vat: number, credits: number) {
  return postJournal(d.db, at, {
    kind: 'credit_purchase',
    reference,
    postings: [
      { account: accounts.providerReceivable('demo'), unit: 'EUR', amount: gross },
      { account: accounts.revenue('de'), unit: 'EUR', amount: -(gross - vat) },
      { account: accounts.vatPayable('de'), unit: 'EUR', amount: -vat },
      { account: accounts.userCredits(userId), unit: 'CREDIT', amount: credits },
      { account: accounts.creditsIssued, unit: 'CREDIT', amount: -credits },
    ],
  });
}

/** Spend credits on an escort's gallery: 80 % to the escort, the rest to the platform. */
function spend(reference: string, userId: number, escortId: number, credits: number) {
  const share = Math.floor((credits * 80) / 100);
  return d.db.transaction().execute((trx) =>
    spendFrom(
      trx,
      at,
      { account: accounts.userCredits(userId), unit: 'CREDIT', amount: credits },
      {
        kind: 'gallery_purchase',
        reference,
        postings: [
          { account: accounts.userCredits(userId), unit: 'CREDIT', amount: -credits },
          { account: accounts.userEarnings(escortId), unit: 'CREDIT', amount: share },
          ...(credits - share > 0 ? [{ account: accounts.platformCredits, unit: 'CREDIT' as const, amount: credits - share }] : []),
        ],
      },
    ),
  );
}

describe('a journal', () => {
  test('must balance per unit, with non-zero integer amounts', () => {
    expect(() => assertBalanced([{ account: 'a', unit: 'EUR', amount: 5 }])).toThrow(UnbalancedJournal);
    expect(() =>
      assertBalanced([
        { account: 'a', unit: 'EUR', amount: 5 },
        { account: 'b', unit: 'GBP', amount: -5 },
      ]),
    ).toThrow(/EUR entries sum to 5/);
    expect(() =>
      assertBalanced([
        { account: 'a', unit: 'EUR', amount: 1.5 },
        { account: 'b', unit: 'EUR', amount: -1.5 },
      ]),
    ).toThrow(/bad amount/);
    expect(() =>
      assertBalanced([
        { account: 'a', unit: 'CREDIT', amount: 0 },
        { account: 'b', unit: 'CREDIT', amount: 0 },
      ]),
    ).toThrow(/two non-zero entries/);
  });

  test('drops zero lines (VAT at 0 %) and keeps the rest', async () => {
    await postJournal(d.db, at, {
      kind: 'credit_purchase',
      reference: 'txn:9:paid',
      postings: [
        { account: accounts.providerReceivable('demo'), unit: 'AUD', amount: 1500 },
        { account: accounts.revenue('au'), unit: 'AUD', amount: -1500 },
        { account: accounts.vatPayable('au'), unit: 'AUD', amount: 0 },
      ],
    });
    expect(await d.db.selectFrom('ledger_entries').select('account').execute()).toHaveLength(2);
  });

  test('posts once per reference', async () => {
    expect((await purchase('txn:1:paid', 7, 1190, 190, 100)).created).toBe(true);
    expect((await purchase('txn:1:paid', 7, 1190, 190, 100)).created).toBe(false);
    expect(await balanceOf(d.db, accounts.userCredits(7), 'CREDIT')).toBe(100);
    expect(await balanceOf(d.db, accounts.vatPayable('de'), 'EUR')).toBe(-190);
  });

  test('cannot be edited or deleted once posted', async () => {
    await purchase('txn:1:paid', 7, 1190, 190, 100);
    await expect(d.db.updateTable('ledger_entries').set({ amount: 1 }).execute()).rejects.toThrow(/append-only/);
    await expect(d.db.deleteFrom('ledger_journals').execute()).rejects.toThrow(/append-only/);
  });

  test('a spend beyond the balance is refused and writes nothing', async () => {
    await purchase('txn:1:paid', 7, 1190, 190, 100);
    await expect(spend('gallery:1:7', 7, 3, 150)).rejects.toBeInstanceOf(InsufficientFunds);
    expect(await balanceOf(d.db, accounts.userCredits(7), 'CREDIT')).toBe(100);
    expect(await balanceOf(d.db, accounts.userEarnings(3), 'CREDIT')).toBe(0);
  });

  test('a reversal restores every balance', async () => {
    const { id } = await purchase('txn:1:paid', 7, 1190, 190, 100);
    await reverseJournal(d.db, at, id, { kind: 'refund', reference: 'txn:1:refunded' });
    expect(await balanceOf(d.db, accounts.userCredits(7), 'CREDIT')).toBe(0);
    expect(await balanceOf(d.db, accounts.providerReceivable('demo'), 'EUR')).toBe(0);
  });
});

type Op =
  | { op: 'purchase'; user: number; gross: number; credits: number; ref: number }
  | { op: 'spend'; user: number; escort: number; credits: number; ref: number }
  | { op: 'refund'; ref: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('purchase' as const),
    user: fc.integer({ min: 1, max: 4 }),
    gross: fc.integer({ min: 1, max: 100_000 }),
    credits: fc.integer({ min: 1, max: 5_000 }),
    ref: fc.integer({ min: 1, max: 30 }),
  }),
  fc.record({
    op: fc.constant('spend' as const),
    user: fc.integer({ min: 1, max: 4 }),
    escort: fc.integer({ min: 10, max: 12 }),
    credits: fc.integer({ min: 1, max: 3_000 }),
    ref: fc.integer({ min: 1, max: 30 }),
  }),
  fc.record({ op: fc.constant('refund' as const), ref: fc.integer({ min: 1, max: 30 }) }),
);

test('after any sequence of purchases, spends, replays and refunds the books balance and no wallet goes below zero', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 40 }), async (ops) => {
      const fresh = await openDatabase(':memory:');
      const saved = d;
      d = fresh;
      try {
        const expected = new Map<string, number>();
        const add = (acct: string, n: number) => expected.set(acct, (expected.get(acct) ?? 0) + n);
        const purchases = new Map<number, { id: number; user: number; credits: number; refunded: boolean }>();
        for (const o of ops) {
          if (o.op === 'purchase') {
            const vat = Math.round((o.gross * 19) / 119);
            const r = await purchase(`txn:${o.ref}:paid`, o.user, o.gross, vat, o.credits);
            if (r.created) {
              purchases.set(o.ref, { id: r.id, user: o.user, credits: o.credits, refunded: false });
              add(accounts.userCredits(o.user), o.credits);
            }
          } else if (o.op === 'spend') {
            const before = expected.get(accounts.userCredits(o.user)) ?? 0;
            const ref = `gallery:${o.ref}:${o.user}`;
            const booked =
              (await d.db.selectFrom('ledger_journals').select('id').where('reference', '=', ref).executeTakeFirst()) !== undefined;
            try {
              const r = await spend(ref, o.user, o.escort, o.credits);
              expect(booked || before >= o.credits).toBe(true);
              if (r.created) {
                add(accounts.userCredits(o.user), -o.credits);
                add(accounts.userEarnings(o.escort), Math.floor((o.credits * 80) / 100));
              }
            } catch (err) {
              expect(err).toBeInstanceOf(InsufficientFunds);
              expect(before).toBeLessThan(o.credits);
            }
          } else {
            const p = purchases.get(o.ref);
            if (!p || p.refunded) continue;
            // A purchase is refunded only while its credits are unspent (as checkout does).
            const wallet = accounts.userCredits(p.user);
            const refund = () =>
              d.db.transaction().execute(async (trx) => {
                if ((await balanceOf(trx, wallet, 'CREDIT')) < p.credits) return false;
                await reverseJournal(trx, at, p.id, { kind: 'refund', reference: `txn:${o.ref}:refunded` });
                return true;
              });
            if (await refund()) {
              p.refunded = true;
              add(wallet, -p.credits);
            }
          }
        }
        const totals = await trialBalance(d.db);
        expect(totals).toEqual({ EUR: 0, GBP: 0, AUD: 0, CREDIT: 0 });
        expect(await unbalancedJournals(d.db)).toEqual([]);
        for (const [acct, n] of expected) {
          const balance = await balanceOf(d.db, acct, 'CREDIT');
          expect(balance).toBe(n);
          expect(balance).toBeGreaterThanOrEqual(0);
        }
      } finally {
        await fresh.close();
        d = saved;
      }
    }),
    { numRuns: 40 },
  );
});
