/**
 * Buying galleries with credits (SPEC §7 "purchase /galleries/{x}", "purchase-all by credits"):
 * in one database transaction the buyer's credits go to the gallery's owner (80 %, billing/shares.ts)
 * and the platform, one ledger journal per gallery with the reference
 * `gallery:<galleryId>:user:<userId>`, and the purchase is recorded. The reference and the unique
 * purchase make a second purchase of the same gallery impossible: a double click or a retried
 * request charges once. Buying all is all or nothing.
 */
import type { Kysely } from 'kysely';
import { galleryPriceFor } from '../../lib/api/galleries.ts';
import { accounts, balanceOf, InsufficientFunds, lockWallet, spendFrom } from '../billing/ledger.ts';
import { splitCredits } from '../billing/shares.ts';
import {
  galleriesOf,
  galleryById,
  galleryProfile,
  insertPurchase,
  isVipAt,
  itemCount,
  purchasedAmong,
  type GalleryRow,
} from '../db/queries/galleries.ts';
import type { DB } from '../db/types.ts';
import type { Clock } from '../time.ts';
import { notifyQuietly, type NotifyDeps } from './notifications.ts';

/** What a purchase needs. */
export interface PurchaseDeps extends NotifyDeps {
  db: Kysely<DB>;
  clock: Clock;
}

/** The ledger reference of a user's purchase of a gallery. */
export const galleryPurchaseReference = (galleryId: number, userId: number) => `gallery:${galleryId}:user:${userId}`;

/** The answer's message when credits are short. */
export const NOT_ENOUGH_CREDITS = 'Not enough credits.';

/** How a purchase ended. */
export type PurchaseResult =
  | { kind: 'ok'; galleryIds: number[]; charged: number; balance: number }
  | { kind: 'short'; balance: number; price: number }
  | { kind: 'notFound' };

/** Buy `galleries` for `buyerId`: the ones not owned yet, at the buyer's price (VIP 20 % less). */
async function buy(deps: PurchaseDeps, buyerId: number, galleries: readonly GalleryRow[]): Promise<PurchaseResult> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const vip = await isVipAt(deps.db, buyerId, now);
  const wallet = accounts.userCredits(buyerId);
  // Galleries sold by this call (not by an earlier one), announced to their owners once stored.
  const sold: { ownerId: number; galleryId: number; credits: number }[] = [];
  try {
    const result = await deps.db.transaction().execute(async (trx) => {
      // A conflict runs this again from here (db/transactions.ts): start the list afresh.
      sold.length = 0;
      await lockWallet(trx, wallet, 'CREDIT');
      const owned = await purchasedAmong(
        trx,
        galleries.map((g) => g.id),
        { userId: buyerId, codeHashes: [] },
      );
      const toBuy = galleries.filter((g) => !owned.has(g.id) && g.owner_id !== buyerId);
      const price = toBuy.reduce((sum, g) => sum + galleryPriceFor(g.price_credits, vip), 0);
      const balance = await balanceOf(trx, wallet, 'CREDIT');
      if (balance < price) return { kind: 'short', balance, price } as const;
      let charged = 0;
      for (const g of toBuy) {
        const credits = galleryPriceFor(g.price_credits, vip);
        const share = splitCredits(credits);
        const reference = galleryPurchaseReference(g.id, buyerId);
        const posted = await spendFrom(
          trx,
          now,
          { account: wallet, unit: 'CREDIT', amount: credits },
          {
            kind: 'gallery_purchase',
            reference,
            memo: `gallery ${g.id}`,
            postings: [
              { account: wallet, unit: 'CREDIT', amount: -credits },
              { account: accounts.userEarnings(g.owner_id), unit: 'CREDIT', amount: share.escort },
              { account: accounts.platformCredits, unit: 'CREDIT', amount: share.platform },
            ],
          },
        );
        if (posted.created) {
          charged += credits;
          sold.push({ ownerId: g.owner_id, galleryId: g.id, credits: share.escort });
        }
        await insertPurchase(trx, {
          galleryId: g.id,
          userId: buyerId,
          checkCodeHash: null,
          credits,
          journalReference: reference,
          transactionId: null,
          at,
        });
      }
      return { kind: 'ok', galleryIds: galleries.map((g) => g.id), charged, balance: balance - charged } as const;
    });
    for (const s of sold)
      await notifyQuietly(deps, s.ownerId, 'purchase', { product: 'gallery', galleryId: s.galleryId, credits: s.credits });
    return result;
  } catch (err) {
    // The balance check above runs in the same transaction, so this is a guard, not a path.
    if (err instanceof InsufficientFunds) return { kind: 'short', balance: err.balance, price: err.needed };
    throw err;
  }
}

/** `POST /purchase/galleries/{id}`: buy one gallery of a published profile. */
export async function purchaseGallery(deps: PurchaseDeps, buyerId: number, galleryId: number): Promise<PurchaseResult> {
  const gallery = await galleryById(deps.db, galleryId);
  if (!gallery || !(await galleryProfile(deps.db, gallery.owner_id)) || (await itemCount(deps.db, galleryId)) === 0)
    return { kind: 'notFound' };
  return buy(deps, buyerId, [gallery]);
}

/** `POST /purchase/galleries/users/{profileId}`: buy every gallery of a profile not bought yet, at their sum. */
export async function purchaseAllGalleries(deps: PurchaseDeps, buyerId: number, profileId: number): Promise<PurchaseResult> {
  if (!(await galleryProfile(deps.db, profileId))) return { kind: 'notFound' };
  const all = await galleriesOf(deps.db, profileId);
  const filled: GalleryRow[] = [];
  for (const g of all) if ((await itemCount(deps.db, g.id)) > 0) filled.push(g);
  if (filled.length === 0) return { kind: 'notFound' };
  return buy(deps, buyerId, filled);
}
