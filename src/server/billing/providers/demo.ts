/**
 * The built-in demo provider: a hosted page on this server (`/demo-pay/…`, routes/payments-demo.ts)
 * where test cards approve or decline and a bank transfer can be "received", and notifications
 * signed like a card processor's (signature.ts) posted to `/api/v2/payments/webhooks/demo`.
 * Stored-token charges approve, except for buyers whose e-mail address contains "+decline".
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { currencySchema } from '../../../lib/api/common.ts';
import { keepMeta } from '../../db/queries/meta.ts';
import type { DB } from '../../db/types.ts';
import { transferDetails } from '../bank-transfer.ts';
import { checkSignature } from './signature.ts';
import type { PaymentProvider, ProviderEvent } from './types.ts';

/** The provider's name (ledger account, webhook path, `transactions.provider`). */
export const DEMO_PROVIDER = 'demo';
/** The header carrying the signature. */
export const DEMO_SIGNATURE_HEADER = 'x-demo-signature';
/** Test cards of the hosted page. */
export const DEMO_CARDS = { approves: '4242 4242 4242 4242', declines: '4000 0000 0000 0002' } as const;
/** Where the hosted pages live (mounted at the app's root, not under /api). */
export const DEMO_PAY_BASE = '/demo-pay';

const META_KEY = 'payment_webhook_secret';

/** The webhook secret: PAYMENT_WEBHOOK_SECRET, else one generated once and kept in the database. */
export async function webhookSecret(db: Kysely<DB>, configured = process.env.PAYMENT_WEBHOOK_SECRET): Promise<string> {
  if (configured) return configured;
  return keepMeta(db, META_KEY, randomBytes(32).toString('base64url'));
}

/** A notification's body as the demo sends it. */
const demoBodySchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['payment.pending', 'payment.paid', 'payment.failed']),
  created: z.number().int(),
  data: z.object({
    reference: z.string().min(1).max(64),
    amountMinor: z.number().int().nonnegative(),
    currency: currencySchema,
    reason: z.string().max(100).optional(),
    paymentToken: z.string().max(100).optional(),
    providerRef: z.string().max(100).optional(),
  }),
});

/** Read a demo notification body. */
function parse(raw: string): ProviderEvent | undefined {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const r = demoBodySchema.safeParse(json);
  return r.success ? { id: r.data.id, type: r.data.type, ...r.data.data } : undefined;
}

/** The body of a demo notification about an order. */
export function demoNotification(event: Omit<ProviderEvent, 'id'>, at: Date): { id: string; body: string } {
  const id = `evt_${randomBytes(12).toString('hex')}`;
  const { type, ...data } = event;
  return { id, body: JSON.stringify({ id, type, created: Math.floor(at.getTime() / 1000), data }) };
}

/** Digits of a card number as typed (spaces and dashes allowed). */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/** A demo provider and the secret it signs with. */
export type DemoProvider = PaymentProvider & { secret(): Promise<string> };

/** The demo provider signing with the secret `loadSecret` gives (read once, on first use). */
export function demoProvider(loadSecret: () => Promise<string>): DemoProvider {
  const session = () => `demo_${randomBytes(16).toString('hex')}`;
  let loaded: Promise<string> | undefined;
  const secret = () =>
    (loaded ??= loadSecret().catch((err: unknown) => {
      loaded = undefined;
      throw err;
    }));
  return {
    name: DEMO_PROVIDER,
    live: false,
    secret,
    createSession: () => {
      const sessionId = session();
      return Promise.resolve({ sessionId, paymentUrl: `${DEMO_PAY_BASE}/sessions/${sessionId}/` });
    },
    bankTransfer: (txn) => {
      const sessionId = session();
      return { sessionId, transfer: transferDetails(txn), simulationUrl: `${DEMO_PAY_BASE}/transfers/${sessionId}/` };
    },
    chargeStored: (token) => Promise.resolve({ providerRef: `ch_${token.slice(-8)}_${randomBytes(6).toString('hex')}` }),
    refund: () => Promise.resolve({ done: true }),
    async verifyWebhook(raw, header, now) {
      const verdict = checkSignature(await secret(), raw, header(DEMO_SIGNATURE_HEADER), now);
      if (verdict !== 'ok') return { ok: false, reason: verdict };
      const event = parse(raw);
      return event ? { ok: true, event } : { ok: false, reason: 'malformed' };
    },
    parseEvent: parse,
  };
}

/** Whether the demo declines a stored-token charge for this buyer. */
export const demoDeclinesRenewal = (email: string | null) => (email ?? '').toLowerCase().includes('+decline');
