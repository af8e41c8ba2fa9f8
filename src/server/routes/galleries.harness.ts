/**
 * The gallery tests' app: a small demo database, in-memory media (or the storage a test gives),
 * and a session named by the `x-test-user` header (roles from the database, second factor
 * confirmed) so a test can act as any demo account; helpers to grant credits and read balances.
 */
import type { Transaction } from '../../lib/api/billing.ts';
import { createApp, type App } from '../app.ts';
import { accounts, balanceOf, postJournal } from '../billing/ledger.ts';
import { memoryLogger, type AppDeps } from '../context.ts';
import type { Database } from '../db/database.ts';
import { memoryStorage, type MediaStorage } from '../media/storage.ts';
import { setup } from '../setup.ts';
import { movableClock, type MovableClock } from '../testing/clock.ts';
import { headerSession } from '../testing/header-session.ts';

export interface GalleryTestApp<M extends MediaStorage = ReturnType<typeof memoryStorage>> {
  app: App;
  deps: AppDeps;
  database: Database;
  clock: MovableClock;
  media: M;
  userId(username: string): number;
  call(method: string, path: string, o?: { user?: number; body?: unknown; headers?: Record<string, string> }): Promise<Response>;
  grant(userId: number, credits: number): Promise<void>;
  credits(userId: number): Promise<number>;
  earnings(userId: number): Promise<number>;
  close(): Promise<void>;
}

let grants = 0;

/** The app on a fresh demo database (60 listings and the demo galleries), with media in memory or in `media`. */
export async function createGalleryTestApp(): Promise<GalleryTestApp>;
export async function createGalleryTestApp<M extends MediaStorage>(media: M): Promise<GalleryTestApp<M>>;
export async function createGalleryTestApp(media: MediaStorage = memoryStorage()): Promise<GalleryTestApp<MediaStorage>> {
  const clock = movableClock('2025-06-15T10:00:00.000Z');
  const made = await setup({ path: ':memory:', clock, log: memoryLogger(), seedProfiles: 60 });
  const session = headerSession(() => made.database, { mfa: true });
  const deps: AppDeps = { ...made.deps, session, media, accounts: { settings: { trustProxy: true } } };
  const app = createApp(deps);
  const userId = (username: string) =>
    (made.database.sqlite.prepare('SELECT id FROM users WHERE username = ?').get(username) as { id: number }).id;
  return {
    app,
    deps,
    database: made.database,
    clock,
    media,
    userId,
    async call(method, path, o = {}) {
      const headers: Record<string, string> = { ...(o.user ? { 'x-test-user': String(o.user) } : {}), ...o.headers };
      if (o.body !== undefined && !(o.body instanceof FormData) && !headers['content-type']) headers['content-type'] = 'application/json';
      return app.request(path, {
        method,
        headers,
        body: o.body === undefined ? undefined : o.body instanceof FormData ? o.body : JSON.stringify(o.body),
      });
    },
    async grant(userId, credits) {
      await postJournal(deps.db, clock.now(), {
        kind: 'adjustment',
        reference: `test:grant:${++grants}`,
        postings: [
          { account: accounts.creditsIssued, unit: 'CREDIT', amount: -credits },
          { account: accounts.userCredits(userId), unit: 'CREDIT', amount: credits },
        ],
      });
    },
    credits: (userId) => balanceOf(deps.db, accounts.userCredits(userId), 'CREDIT'),
    earnings: (userId) => balanceOf(deps.db, accounts.userEarnings(userId), 'CREDIT'),
    close: () => made.database.close(),
  };
}

/** A transaction as billing's guest checkout answers it (its tests stand in for the payments service). */
export function fakeTransaction(id: number, credits: number, returnPath: string): Transaction {
  return {
    id,
    reference: `LM-TEST-${id}`,
    status: 'pending',
    purpose: 'guest_gallery',
    productId: 'guest_gallery',
    method: 'card',
    price: { amountMinor: credits * 10, currency: 'EUR', vatRate: 19, vatMinor: 0, netMinor: credits * 10 },
    credits,
    region: 'de',
    createdAt: '2025-06-15T10:00:00.000Z',
    paidAt: null,
    failureReason: null,
    paymentUrl: `/demo-pay/${id}`,
    bankTransfer: null,
    returnPath,
  };
}
