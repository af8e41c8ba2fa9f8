/**
 * Guests buy galleries without an account (SPEC §7 "guest (v1) check code, create checkout,
 * purchase-all checkout"): the checkout makes a check code, keeps only its hash, and starts a
 * guest payment (billing/guest-checkout.ts) for the galleries' price in credits. Once paid, the
 * `guest_gallery` fulfilment spends the guest wallet (80 % to the escort) and grants the galleries
 * to the check code; the guest sees the code once, and enters it on any device to open them again.
 */
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PaymentMethod, Transaction } from '../../lib/api/billing.ts';
import { CHECK_CODE_ALPHABET } from '../../lib/api/galleries.ts';
import type { PaidTransaction } from '../billing/fulfilment.ts';
import type { GuestCheckoutInput } from '../billing/guest-checkout.ts';
import { accounts, spendFrom } from '../billing/ledger.ts';
import { splitCredits } from '../billing/shares.ts';
import { hashSecret } from '../auth/secrets.ts';
import {
  galleriesOf,
  galleriesOfCode,
  galleryById,
  galleryProfile,
  guestCheckout,
  insertGuestCheckout,
  insertPurchase,
  itemCount,
  markRevealed,
  purchasedAmong,
  type GalleryRow,
} from '../db/queries/galleries.ts';
import type { DB } from '../db/types.ts';
import type { Clock } from '../time.ts';
import type { Viewer } from './galleries-access.ts';

/** What the guest flows need; `startCheckout` is billing's createGuestCheckout bound to its deps. */
export interface GuestGalleryDeps {
  db: Kysely<DB>;
  clock: Clock;
  /** Key the check codes are derived with (from the server secret). */
  codeKey: string;
  startCheckout: (input: GuestCheckoutInput) => Promise<Transaction>;
}

/**
 * The check code of a checkout, derived from its idempotency key with the server's key: a retried
 * request (same key) gets the same code for the same transaction, and nobody without the server
 * key can compute it. 12 characters of a 32-letter alphabet: 60 bits.
 */
export function checkCodeFor(codeKey: string, idempotencyKey: string): string {
  const digest = createHmac('sha256', codeKey).update(`guest-gallery:${idempotencyKey}`).digest();
  let code = '';
  for (let i = 0; i < 12; i++) code += CHECK_CODE_ALPHABET[digest[i]! % CHECK_CODE_ALPHABET.length];
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/** The ledger reference of a guest purchase (one journal per paid checkout). */
export const guestPurchaseReference = (transactionId: number) => `gallery:guest:txn:${transactionId}`;

/** What to buy: one gallery, or every gallery of a profile. */
export type GuestTarget = { galleryId: number } | { profileId: number };

/** A started guest checkout and its check code (the route keeps the code in an HttpOnly cookie). */
export interface StartedGuestCheckout {
  transaction: Transaction;
  checkCode: string;
}

async function filled(db: Kysely<DB>, galleries: readonly GalleryRow[]): Promise<GalleryRow[]> {
  const out: GalleryRow[] = [];
  for (const g of galleries) if ((await itemCount(db, g.id)) > 0) out.push(g);
  return out;
}

/** Start a guest checkout; undefined when there is nothing to buy (unknown, empty, or all held already). */
export async function startGuestCheckout(
  deps: GuestGalleryDeps,
  v: Viewer,
  target: GuestTarget,
  o: { method: PaymentMethod; returnPath: string; idempotencyKey: string },
): Promise<StartedGuestCheckout | undefined> {
  let ownerId: number;
  let candidates: GalleryRow[];
  if ('galleryId' in target) {
    const g = await galleryById(deps.db, target.galleryId);
    if (!g) return undefined;
    ownerId = g.owner_id;
    candidates = [g];
  } else {
    ownerId = target.profileId;
    candidates = await galleriesOf(deps.db, ownerId);
  }
  const profile = await galleryProfile(deps.db, ownerId);
  if (!profile) return undefined;
  const held = await purchasedAmong(
    deps.db,
    candidates.map((g) => g.id),
    { codeHashes: v.codeHashes },
  );
  const galleries = (await filled(deps.db, candidates)).filter((g) => !held.has(g.id));
  if (galleries.length === 0) return undefined;
  const checkCode = checkCodeFor(deps.codeKey, o.idempotencyKey);
  const checkCodeHash = hashSecret(checkCode);
  const galleryIds = galleries.map((g) => g.id);
  const transaction = await deps.startCheckout({
    purpose: 'guest_gallery',
    credits: galleries.reduce((sum, g) => sum + g.price_credits, 0),
    meta: { galleryIds, escortId: ownerId, checkCodeHash, prices: galleries.map((g) => g.price_credits) },
    returnPath: o.returnPath,
    region: profile.region,
    method: o.method,
    idempotencyKey: o.idempotencyKey,
  });
  await insertGuestCheckout(deps.db, {
    transactionId: transaction.id,
    codeHash: checkCodeHash,
    ownerId,
    galleryIds,
    at: deps.clock.now().toISOString(),
  });
  return { transaction, checkCode };
}

/** The fulfilment's view of a checkout's meta; throws on a malformed one (a wiring error). */
function metaOf(txn: PaidTransaction): { galleryIds: number[]; escortId: number; checkCodeHash: string; prices: number[] } {
  const m = txn.meta as { galleryIds?: unknown; escortId?: unknown; checkCodeHash?: unknown; prices?: unknown };
  const ids = Array.isArray(m.galleryIds) ? m.galleryIds.filter((x): x is number => Number.isSafeInteger(x)) : [];
  const prices = Array.isArray(m.prices) ? m.prices.filter((x): x is number => Number.isSafeInteger(x)) : [];
  if (ids.length === 0 || typeof m.escortId !== 'number' || typeof m.checkCodeHash !== 'string' || prices.length !== ids.length)
    throw new Error(`guest gallery transaction ${txn.id} carries no usable meta`);
  return { galleryIds: ids, escortId: m.escortId, checkCodeHash: m.checkCodeHash, prices };
}

/**
 * The `guest_gallery` fulfilment: billing has issued `txn.credits` to the guest wallet; spend them
 * to the escort (80 %) and the platform and grant the galleries to the check code. Idempotent (one
 * journal per transaction, unique purchases).
 */
export async function fulfilGuestGallery(trx: Kysely<DB>, at: Date, txn: PaidTransaction): Promise<void> {
  const meta = metaOf(txn);
  const credits = txn.credits ?? meta.prices.reduce((s, p) => s + p, 0);
  const wallet = accounts.guestCredits(txn.reference);
  const share = splitCredits(credits);
  const reference = guestPurchaseReference(txn.id);
  await spendFrom(
    trx,
    at,
    { account: wallet, unit: 'CREDIT', amount: credits },
    {
      kind: 'gallery_purchase',
      reference,
      memo: `guest galleries ${meta.galleryIds.join(',')}`,
      postings: [
        { account: wallet, unit: 'CREDIT', amount: -credits },
        { account: accounts.userEarnings(meta.escortId), unit: 'CREDIT', amount: share.escort },
        { account: accounts.platformCredits, unit: 'CREDIT', amount: share.platform },
      ],
    },
  );
  for (const [i, galleryId] of meta.galleryIds.entries()) {
    await insertPurchase(trx, {
      galleryId,
      userId: null,
      checkCodeHash: meta.checkCodeHash,
      credits: meta.prices[i] ?? 0,
      journalReference: reference,
      transactionId: txn.id,
      at: at.toISOString(),
    });
  }
}

/** A guest checkout's state; the check code only in the first answer after the payment, to the browser that started it. */
export async function guestCheckoutState(
  deps: Pick<GuestGalleryDeps, 'db' | 'clock'>,
  transactionId: number,
  heldCode: string | undefined,
): Promise<{ status: 'paid' | 'waiting'; checkCode: string | null; galleryIds: number[]; profileId: number } | undefined> {
  const row = await guestCheckout(deps.db, transactionId);
  if (!row) return undefined;
  const galleryIds = JSON.parse(row.gallery_ids) as number[];
  const bought = await galleriesOfCode(deps.db, row.check_code_hash);
  const paid = galleryIds.every((id) => bought.some((b) => b.gallery_id === id));
  if (!paid) return { status: 'waiting', checkCode: null, galleryIds, profileId: row.owner_id };
  const mine = heldCode !== undefined && hashSecret(heldCode) === row.check_code_hash;
  const show = mine && (await markRevealed(deps.db, transactionId, deps.clock.now().toISOString()));
  return { status: 'paid', checkCode: show ? heldCode : null, galleryIds, profileId: row.owner_id };
}

/** The galleries a check code opens (and their profiles); undefined when it opens none. */
export async function redeemCheckCode(
  deps: Pick<GuestGalleryDeps, 'db'>,
  code: string,
): Promise<{ galleryIds: number[]; profileIds: number[] } | undefined> {
  const rows = await galleriesOfCode(deps.db, hashSecret(code));
  if (rows.length === 0) return undefined;
  return { galleryIds: rows.map((r) => r.gallery_id), profileIds: [...new Set(rows.map((r) => r.owner_id))] };
}
