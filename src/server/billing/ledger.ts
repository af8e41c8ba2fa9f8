/**
 * The double-entry ledger every movement of money and credits goes through. A journal is one
 * business event (a purchase, a spend, a refund, an earning) made of signed entries that sum to
 * zero per unit; a balance is the sum of an account's entries, never a number edited in place.
 * Journals are unique by reference, so posting the same event twice posts it once.
 *
 * Sign convention: a positive amount adds to the account. Wallet accounts (a user's credits, an
 * escort's earnings) therefore hold positive balances; the counter-accounts that issue credits
 * or receive money go negative by the same sum.
 *
 * Call these inside the database transaction of the business change they record, so the books
 * and the business rows commit together or not at all.
 */
import { sql, type Kysely } from 'kysely';
import { lockFor } from '../db/transactions.ts';
import type { DB, LedgerUnit } from '../db/types.ts';

export type { LedgerUnit } from '../db/types.ts';

/** The units the ledger counts in. */
export const LEDGER_UNITS: readonly LedgerUnit[] = ['EUR', 'GBP', 'AUD', 'CREDIT'];

/** One line of a journal: a signed amount (minor units or credits) on one account. */
export interface Posting {
  account: string;
  unit: LedgerUnit;
  amount: number;
}

/** A journal to post: what happened, its unique reference and its entries. */
export interface JournalInput {
  kind: JournalKind;
  /** Unique per business event (e.g. `txn:42:paid`): a second post with it changes nothing. */
  reference: string;
  memo?: string;
  postings: readonly Posting[];
}

/** Kinds of journal (free text in the table; this list is what the code writes). */
export type JournalKind =
  | 'credit_purchase'
  | 'credit_spend'
  | 'gallery_purchase'
  | 'tip'
  | 'vip_purchase'
  | 'premium_purchase'
  | 'refund'
  | 'reversal'
  | 'payout'
  | 'adjustment';

/** The chart of accounts: every account name the code posts to comes from here. */
export const accounts = {
  /** A user's spendable credits. */
  userCredits: (userId: number) => `user:${userId}:credits`,
  /** Credits an escort or venue earned from gallery sales and tips. */
  userEarnings: (userId: number) => `user:${userId}:earnings`,
  /** The transient wallet of a guest checkout (filled by the payment, emptied by the purchase). */
  guestCredits: (reference: string) => `guest:${reference}:credits`,
  /** The issuer of credits: its negative balance is the credits outstanding. */
  creditsIssued: 'platform:credits-issued',
  /** The platform's share of credit spends (commission, VIP paid in credits). */
  platformCredits: 'platform:credits-revenue',
  /** Money the payment provider owes the platform for captured payments. */
  providerReceivable: (provider: string) => `provider:${provider}:receivable`,
  /** Net sales revenue of a region (money, negative = earned). */
  revenue: (region: string) => `revenue:${region}`,
  /** VAT collected for a region's tax office (money, negative = owed). */
  vatPayable: (region: string) => `vat:${region}`,
} as const;

/** Raised when a journal does not balance or has a malformed entry (a programming error). */
export class UnbalancedJournal extends Error {
  override name = 'UnbalancedJournal';
}

/** Raised when a spend would take a wallet below zero. */
export class InsufficientFunds extends Error {
  override name = 'InsufficientFunds';
  readonly account: string;
  readonly balance: number;
  readonly needed: number;
  // Plain fields, not parameter properties: the server runs on Node's type stripping.
  constructor(account: string, balance: number, needed: number) {
    super(`${account} holds ${balance}, ${needed} needed`);
    this.account = account;
    this.balance = balance;
    this.needed = needed;
  }
}

/**
 * Refuse a journal whose amounts are not safe integers summing to zero per unit, or that moves
 * nothing. Zero lines (VAT at 0 %, a commission that rounds to nothing) are allowed and dropped.
 */
export function assertBalanced(postings: readonly Posting[]): void {
  if (postings.filter((p) => p.amount !== 0).length < 2) throw new UnbalancedJournal('a journal needs at least two non-zero entries');
  const sums = new Map<LedgerUnit, number>();
  for (const p of postings) {
    if (!Number.isSafeInteger(p.amount)) throw new UnbalancedJournal(`bad amount ${p.amount} on ${p.account}`);
    if (!LEDGER_UNITS.includes(p.unit)) throw new UnbalancedJournal(`unknown unit ${String(p.unit)}`);
    if (p.account.length === 0) throw new UnbalancedJournal('an entry needs an account');
    sums.set(p.unit, (sums.get(p.unit) ?? 0) + p.amount);
  }
  for (const [unit, sum] of sums) if (sum !== 0) throw new UnbalancedJournal(`${unit} entries sum to ${sum}, not 0`);
}

/**
 * Post a journal. Returns its id and whether this call created it; when a journal with the same
 * reference exists, nothing is written and `created` is false (the event was already booked).
 */
export async function postJournal(db: Kysely<DB>, at: Date, input: JournalInput): Promise<{ id: number; created: boolean }> {
  assertBalanced(input.postings);
  const existing = await db.selectFrom('ledger_journals').select('id').where('reference', '=', input.reference).executeTakeFirst();
  if (existing) return { id: existing.id, created: false };
  const { id } = await db
    .insertInto('ledger_journals')
    .values({ kind: input.kind, reference: input.reference, memo: input.memo ?? null, created_at: at.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('ledger_entries')
    .values(
      input.postings.filter((p) => p.amount !== 0).map((p) => ({ journal_id: id, account: p.account, unit: p.unit, amount: p.amount })),
    )
    .execute();
  return { id, created: true };
}

/** The balance of one account in one unit: the sum of its entries. */
export async function balanceOf(db: Kysely<DB>, account: string, unit: LedgerUnit): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('balance'))
    .where('account', '=', account)
    .where('unit', '=', unit)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

/**
 * Lock a wallet for the rest of the transaction, before its balance is read: two spends of one
 * wallet take turns (on PostgreSQL; SQLite runs one write transaction at a time anyway).
 */
export function lockWallet(db: Kysely<DB>, account: string, unit: LedgerUnit): Promise<void> {
  return lockFor(db, `ledger:${account}:${unit}`);
}

/**
 * Post a journal that takes `amount` from a wallet, refusing it when the wallet holds less.
 * Run it inside a transaction: the balance read and the post then see the same books. The wallet
 * is locked first, so two spends of it never interleave (SQLite: one write transaction at a time;
 * PostgreSQL: the wallet's lock, db/transactions.ts, after which the balance read sees every
 * spend committed before).
 */
export async function spendFrom(
  db: Kysely<DB>,
  at: Date,
  wallet: { account: string; unit: LedgerUnit; amount: number },
  input: JournalInput,
): Promise<{ id: number; created: boolean }> {
  await lockWallet(db, wallet.account, wallet.unit);
  const done = await db.selectFrom('ledger_journals').select('id').where('reference', '=', input.reference).executeTakeFirst();
  if (done) return { id: done.id, created: false };
  const taken = input.postings.filter((p) => p.account === wallet.account && p.unit === wallet.unit).reduce((s, p) => s + p.amount, 0);
  if (taken !== -wallet.amount) throw new UnbalancedJournal(`the journal takes ${-taken} from ${wallet.account}, not ${wallet.amount}`);
  const balance = await balanceOf(db, wallet.account, wallet.unit);
  if (balance < wallet.amount) throw new InsufficientFunds(wallet.account, balance, wallet.amount);
  return postJournal(db, at, input);
}

/** The entries of a journal. */
export async function journalEntries(db: Kysely<DB>, journalId: number): Promise<Posting[]> {
  return db.selectFrom('ledger_entries').select(['account', 'unit', 'amount']).where('journal_id', '=', journalId).execute();
}

/** Post the mirror image of a journal (every amount negated), e.g. for a refund. */
export async function reverseJournal(
  db: Kysely<DB>,
  at: Date,
  journalId: number,
  reversal: { kind: JournalKind; reference: string; memo?: string },
): Promise<{ id: number; created: boolean }> {
  const rows = await db.selectFrom('ledger_entries').select(['account', 'unit', 'amount']).where('journal_id', '=', journalId).execute();
  if (rows.length === 0) throw new UnbalancedJournal(`journal ${journalId} has no entries to reverse`);
  return postJournal(db, at, { ...reversal, postings: rows.map((r) => ({ account: r.account, unit: r.unit, amount: -r.amount })) });
}

/** The sum of all entries per unit: every value is 0 when the books balance. */
export async function trialBalance(db: Kysely<DB>): Promise<Record<LedgerUnit, number>> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['unit', sql<number>`sum(amount)`.as('total')])
    .groupBy('unit')
    .execute();
  const out = Object.fromEntries(LEDGER_UNITS.map((u) => [u, 0])) as Record<LedgerUnit, number>;
  for (const r of rows) out[r.unit] = Number(r.total);
  return out;
}

/** Every journal whose own entries do not sum to zero per unit (empty when the books are sound). */
export async function unbalancedJournals(db: Kysely<DB>): Promise<number[]> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select('journal_id')
    .groupBy(['journal_id', 'unit'])
    .having(sql`sum(amount)`, '<>', 0)
    .execute();
  return [...new Set(rows.map((r) => r.journal_id))];
}
