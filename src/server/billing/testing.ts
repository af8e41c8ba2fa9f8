/** Helpers of the payment tests: signed-in demo accounts, purchases, the hosted page, signed notifications. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { transactionResponseSchema, type Transaction } from '../../lib/api/billing.ts';
import { totpCode } from '../auth/totp.ts';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../seed/accounts.ts';
import type { AuthTestApp, Client } from '../testing/auth-app.ts';
import { syncSql } from '../testing/sync-sql.ts';
import { demoOf, paymentsOf, type Payments } from './payments.ts';
import { DEMO_CARDS, DEMO_SIGNATURE_HEADER, demoNotification } from './providers/demo.ts';
import { signPayload } from './providers/signature.ts';
import type { ProviderEvent } from './providers/types.ts';

export const API = '/api/v2';
const ADMINS = ['support', 'admin', 'superadmin', 'coreadmin', 'godadmin', 'supergodadmin'];

/** The payment harness over a test app. */
export function paymentHarness(t: AuthTestApp) {
  const clients = new Map<string, Client>();
  const p: Payments = paymentsOf(t.app);
  const sql = (query: string, ...params: (string | number | null)[]) => syncSql(t.database).all(query, ...params);
  const idOf = (username: string) => (sql('SELECT id FROM users WHERE username = ?', username)[0] as { id: number }).id;

  /** A signed-in client of a demo account (admins confirm the second factor). */
  async function as(username: string): Promise<Client> {
    const known = clients.get(username);
    if (known) return known;
    const c = t.client();
    const res = await c.call('POST', `${API}/users/login`, { email: `${username}@demo.lustmap.test`, password: DEMO_PASSWORD });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (ADMINS.includes(username)) {
      t.clock.advance(30);
      const second = await c.call('POST', `${API}/users/mfa/verify`, { code: totpCode(DEMO_TOTP_SECRET, t.clock.now()) });
      expect(second.status, JSON.stringify(second.body)).toBe(200);
    }
    clients.set(username, c);
    return c;
  }

  /** A purchase call with a fresh (or the given) idempotency key. */
  const purchase = (c: Client, path: string, body: unknown, key: string = randomUUID()) =>
    c.call('POST', `${API}${path}`, body, { 'idempotency-key': key });

  /** Order a product and start paying it; the pending transaction. */
  async function order(c: Client, productId: string, method: 'card' | 'bank-transfer' = 'card'): Promise<Transaction> {
    const created = await purchase(c, '/transactions/', { productId, waiveWithdrawal: true });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = transactionResponseSchema.parse(created.body).results.id;
    const paid = await purchase(c, `/transactions/${method}/`, { transactionId: id });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    return transactionResponseSchema.parse(paid.body).results;
  }

  /** Submit the hosted card page with a card number; the redirect answer. */
  const payHosted = (c: Client, txn: Transaction, card: string = DEMO_CARDS.approves) =>
    c.call('POST', `${txn.paymentUrl!}pay`, `card=${encodeURIComponent(card)}`, { 'content-type': 'application/x-www-form-urlencoded' });

  /** Order and pay by card with the approving test card. */
  async function buy(c: Client, productId: string): Promise<Transaction> {
    const txn = await order(c, productId);
    expect((await payHosted(c, txn)).status).toBe(303);
    return read(c, txn.id);
  }

  /** One of the caller's transactions. */
  async function read(c: Client, id: number): Promise<Transaction> {
    const res = await c.call('GET', `${API}/transactions/${id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return transactionResponseSchema.parse(res.body).results;
  }

  /** Post a notification signed with the provider's secret (or `secret`), signed at `at`. */
  async function notify(event: Omit<ProviderEvent, 'id'>, o: { id?: string; secret?: string; at?: Date } = {}) {
    const n = demoNotification(event, t.clock.now());
    const body = o.id ? n.body.replace(n.id, o.id) : n.body;
    const signature = signPayload(o.secret ?? (await demoOf(p)!.secret()), body, o.at ?? t.clock.now());
    const res = await t.app.request(`${API}/payments/webhooks/demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [DEMO_SIGNATURE_HEADER]: signature },
      body,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, eventId: o.id ?? n.id };
  }

  /** A paid-event for a transaction. */
  const paidEvent = (txn: Transaction): Omit<ProviderEvent, 'id'> => ({
    type: 'payment.paid',
    reference: txn.reference,
    amountMinor: txn.price.amountMinor,
    currency: txn.price.currency,
  });

  /** The caller's credit balance. */
  async function credits(c: Client): Promise<number> {
    const res = await c.call('GET', `${API}/users/wallet`);
    expect(res.status).toBe(200);
    return (res.body as { results: { credits: number } }).results.credits;
  }

  /** Sign in again on the next `as` (after moving the clock past the sessions). */
  const forget = () => clients.clear();

  return { p, sql, idOf, as, forget, purchase, order, payHosted, buy, read, notify, paidEvent, credits };
}
