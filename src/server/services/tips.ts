/**
 * Tips (SPEC §7 "Tips"): a punter gives an escort credits; a guest pays money through the guest
 * checkout and the paid transaction's fulfilment gives the credits. Every tip is one ledger
 * journal that takes the credits from the giver's wallet and shares them between the escort's
 * earnings and the platform (billing/shares.ts); the journal's reference makes it idempotent.
 */
import type { Kysely } from 'kysely';
import type { Tip } from '../../lib/api/tips.ts';
import { hasRole, ROLES, type RoleId } from '../../lib/permissions.ts';
import type { PaidTransaction } from '../billing/fulfilment.ts';
import { accounts, balanceOf, InsufficientFunds, lockWallet, spendFrom, type JournalInput } from '../billing/ledger.ts';
import { splitCredits } from '../billing/shares.ts';
import { isPublished } from '../db/queries/profiles.ts';
import { insertTip, tipByReference, tipOf } from '../db/queries/tips.ts';
import type { DB } from '../db/types.ts';
import { notifyQuietly, type NotifyDeps } from './notifications.ts';
import { forbidden, invalid, notFound, ok, type Failure, type Outcome } from './outcome.ts';

/** Profile types that can be tipped. */
export const TIPPABLE = ['escort', 'venue'] as const;

/** The ledger reference of a punter's tip: the punter and their Idempotency-Key. */
export const tipReference = (userId: number, key: string) => `tip:${userId}:${key}`;
/** The ledger reference of a guest's tip: the paid transaction. */
export const guestTipReference = (txnReference: string) => `guest-tip:${txnReference}`;

/** The journal of a tip: `credits` leave `from`, the escort's share goes to its earnings, the rest to the platform. */
export function tipJournal(from: string, escortId: number, credits: number, reference: string): JournalInput {
  const share = splitCredits(credits);
  return {
    kind: 'tip',
    reference,
    memo: `tip to ${escortId}`,
    postings: [
      { account: from, unit: 'CREDIT', amount: -credits },
      { account: accounts.userEarnings(escortId), unit: 'CREDIT', amount: share.escort },
      { account: accounts.platformCredits, unit: 'CREDIT', amount: share.platform },
    ],
  };
}

/** A refused tip for want of credits: the wallet's balance and what the tip needs. */
export interface ShortOfCredits {
  fail: 'insufficient';
  balance: number;
  needed: number;
}

type Deps = NotifyDeps;

/** Whether a profile can be tipped (published escort or venue); a failure when not. */
async function tipTarget(db: Kysely<DB>, escortId: number, callerId: number | null): Promise<Failure | undefined> {
  if (callerId === escortId) return forbidden('You cannot tip yourself.');
  if (!(await isPublished(db, escortId, TIPPABLE))) return notFound('There is no profile to tip here.');
  return undefined;
}

/** The Idempotency-Key's failure, when it is missing or malformed. */
export function checkIdempotencyKey(key: string | undefined): Failure | undefined {
  if (!key) return invalid({ 'idempotency-key': ['send an Idempotency-Key header'] }, 'An Idempotency-Key header is required.');
  if (!/^[A-Za-z0-9_.:-]{8,100}$/.test(key))
    return invalid({ 'idempotency-key': ['8 to 100 letters, digits or - _ . :'] }, 'The Idempotency-Key header is malformed.');
  return undefined;
}

/**
 * `POST /tips/tips/users/{x}`: tip `amount` credits. The same key answers with the same tip (a
 * retry or a double click charges once); a key used for another tip is refused.
 */
export async function tipInCredits(
  deps: Deps,
  caller: { id: number; roles: readonly RoleId[] },
  escortId: number,
  body: { amount: number; message?: string },
  key: string,
): Promise<Outcome<{ tip: Tip; balance: number }> | ShortOfCredits> {
  if (!hasRole(caller.roles, ROLES.punter)) return forbidden('Only clients can tip.');
  const refused = await tipTarget(deps.db, escortId, caller.id);
  if (refused) return refused;
  const reference = tipReference(caller.id, key);
  const wallet = accounts.userCredits(caller.id);
  const message = body.message ? body.message : null;
  const same = (t: { escort_id: number; credits: number; message: string | null }) =>
    t.escort_id === escortId && t.credits === body.amount && t.message === message;
  try {
    let fresh = false;
    const row = await deps.db.transaction().execute(async (trx) => {
      // A conflict runs this again from here (db/transactions.ts): only the run that commits counts.
      fresh = false;
      // The wallet first: a second request with the same key then finds the first's tip.
      await lockWallet(trx, wallet, 'CREDIT');
      const done = await tipByReference(trx, reference);
      if (done) return done;
      fresh = true;
      const at = deps.clock.now();
      await spendFrom(
        trx,
        at,
        { account: wallet, unit: 'CREDIT', amount: body.amount },
        tipJournal(wallet, escortId, body.amount, reference),
      );
      return insertTip(trx, {
        reference,
        escort_id: escortId,
        punter_id: caller.id,
        credits: body.amount,
        escort_credits: splitCredits(body.amount).escort,
        message,
        created_at: at.toISOString(),
      });
    });
    if (!same(row))
      return invalid({ 'idempotency-key': ['this key was used for another tip'] }, 'This Idempotency-Key belongs to another tip.');
    if (fresh) await notifyQuietly(deps, escortId, 'purchase', { product: 'tip', credits: row.escort_credits, tipId: row.id });
    return ok({ tip: tipOf(row), balance: await balanceOf(deps.db, wallet, 'CREDIT') });
  } catch (err) {
    if (err instanceof InsufficientFunds) return { fail: 'insufficient', balance: err.balance, needed: err.needed };
    throw err;
  }
}

/** Check a guest tip before its checkout starts. */
export function guestTipTarget(deps: Deps, escortId: number, callerId: number | null): Promise<Failure | undefined> {
  return tipTarget(deps.db, escortId, callerId);
}

/**
 * The fulfilment of a paid guest tip (billing/fulfilment.ts): the guest wallet, filled by the
 * payment, gives its credits to the escort of `meta.escortId`. Idempotent by the transaction.
 */
export async function fulfilGuestTip(trx: Kysely<DB>, at: Date, txn: PaidTransaction): Promise<void> {
  const escortId = Number(txn.meta.escortId);
  if (!Number.isSafeInteger(escortId) || escortId <= 0) throw new Error(`guest tip ${txn.reference} names no escort`);
  const credits = txn.credits ?? 0;
  if (credits <= 0) throw new Error(`guest tip ${txn.reference} carries no credits`);
  const reference = guestTipReference(txn.reference);
  if (await tipByReference(trx, reference)) return;
  const wallet = accounts.guestCredits(txn.reference);
  await spendFrom(trx, at, { account: wallet, unit: 'CREDIT', amount: credits }, tipJournal(wallet, escortId, credits, reference));
  const message = typeof txn.meta.message === 'string' && txn.meta.message ? txn.meta.message : null;
  await insertTip(trx, {
    reference,
    escort_id: escortId,
    punter_id: txn.userId,
    credits,
    escort_credits: splitCredits(credits).escort,
    message,
    created_at: at.toISOString(),
  });
}
