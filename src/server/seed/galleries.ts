/**
 * Demo private galleries: the demo escort and a few published escorts in every region get one or
 * two galleries of generated abstract pictures (drawn from a seed like the demo profile photos;
 * never a person), each with one explicit item. The demo punter already owns the demo escort's
 * first gallery, booked in the ledger like a real purchase of credits granted for the demo, and
 * has 300 demo credits left to try buying another.
 */
import type { DatabaseSync } from 'node:sqlite';
import { REGION_CODES, type RegionCode } from '../../../regions/schema.ts';
import { accounts as ledgerAccounts } from '../billing/ledger.ts';
import { splitCredits } from '../billing/shares.ts';
import { gallerySeedStatements, type GallerySeedStatements } from '../db/queries/galleries-seed.ts';
import type { Rng } from './rng.ts';
import { isoAt } from './values.ts';

/** Demo credits the demo punter gets to try buying galleries. */
export const DEMO_PUNTER_GALLERY_CREDITS = 300;
/** Published escorts per region that get galleries (besides the demo escort). */
const PER_REGION = 3;
const TITLES = ['Private moments', 'Behind the scenes', 'Holiday set', 'Evening collection', 'Studio session'];

/** A UUID-shaped media key drawn from the seed. */
function mediaKey(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

function writeGallery(rng: Rng, st: GallerySeedStatements, ownerId: number, now: Date, index: number): { id: number; price: number } {
  const createdAt = isoAt(now, rng.int(5, 120), rng);
  const price = rng.pick([20, 30, 50, 80, 120]);
  const { id } = st.gallery.get(ownerId, TITLES[(ownerId + index) % TITLES.length]!, price, createdAt, createdAt) as { id: number };
  const count = rng.int(4, 7);
  for (let position = 0; position < count; position++) {
    const landscape = rng.chance(0.3);
    // The last item is the explicit one.
    st.item.run(
      id,
      mediaKey(rng),
      position,
      position === count - 1 ? 1 : 0,
      landscape ? 800 : 600,
      landscape ? 600 : 800,
      rng.int(1, 2 ** 30),
      createdAt,
    );
  }
  return { id, price };
}

/** Book a demo purchase: credits granted to the punter, then spent on the gallery as the purchase service does. */
function post(st: GallerySeedStatements, at: string, kind: string, reference: string, memo: string, entries: [string, number][]): void {
  const { id } = st.journal.get(kind, reference, memo, at) as { id: number };
  for (const [account, amount] of entries) if (amount !== 0) st.entry.run(id, account, 'CREDIT', amount);
}

function writePurchase(st: GallerySeedStatements, galleryId: number, ownerId: number, punterId: number, price: number, at: string): void {
  const wallet = ledgerAccounts.userCredits(punterId);
  post(st, at, 'adjustment', `seed:gallery:${galleryId}:credits:user:${punterId}`, 'demo credits for the demo gallery purchase', [
    [ledgerAccounts.creditsIssued, -price],
    [wallet, price],
  ]);
  const share = splitCredits(price);
  const reference = `gallery:${galleryId}:user:${punterId}`;
  post(st, at, 'gallery_purchase', reference, `gallery ${galleryId}`, [
    [wallet, -price],
    [ledgerAccounts.userEarnings(ownerId), share.escort],
    [ledgerAccounts.platformCredits, share.platform],
  ]);
  st.purchase.run(galleryId, punterId, price, reference, at);
}

/** Write the demo galleries; `listable` are the seeded profiles, `demo` the demo accounts by username. */
export function writeDemoGalleries(
  rng: Rng,
  sqlite: DatabaseSync,
  listable: readonly { id: number; region: RegionCode; kind: 'person' | 'venue' | 'ai' }[],
  demo: ReadonlyMap<string, number>,
  now: Date,
): { galleries: number } {
  const st = gallerySeedStatements(sqlite);
  const published = new Set(
    (sqlite.prepare("SELECT user_id FROM profiles WHERE published = 1 AND profile_type = 'escort'").all() as { user_id: number }[]).map(
      (r) => r.user_id,
    ),
  );
  const owners: number[] = [];
  const demoEscort = demo.get('escort');
  if (demoEscort !== undefined) owners.push(demoEscort);
  for (const region of REGION_CODES) {
    const people = listable.filter((p) => p.region === region && p.kind === 'person' && published.has(p.id) && p.id !== demoEscort);
    owners.push(...people.slice(0, PER_REGION).map((p) => p.id));
  }
  let galleries = 0;
  for (const ownerId of owners) {
    const count = ownerId === demoEscort ? 2 : rng.int(1, 2);
    const written = Array.from({ length: count }, (_, i) => writeGallery(rng, st, ownerId, now, i));
    galleries += written.length;
    const punter = demo.get('punter');
    const first = written[0];
    if (ownerId === demoEscort && punter !== undefined && first)
      writePurchase(st, first.id, ownerId, punter, first.price, isoAt(now, 3, rng));
  }
  const punter = demo.get('punter');
  if (punter !== undefined)
    post(st, isoAt(now, 2, rng), 'adjustment', `seed:gallery-credits:user:${punter}`, 'demo credits to try buying galleries', [
      [ledgerAccounts.creditsIssued, -DEMO_PUNTER_GALLERY_CREDITS],
      [ledgerAccounts.userCredits(punter), DEMO_PUNTER_GALLERY_CREDITS],
    ]);
  return { galleries };
}
