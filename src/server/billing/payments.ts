/**
 * The payments runtime of one app: the provider, the job queue its durable work goes through, the
 * notifier of receipts, and how a notification reaches the webhook route (the app's own request
 * handler: the same verification as from outside). The provider is Verotel FlexPay when
 * VEROTEL_SHOP_ID and VEROTEL_SIGNATURE_KEY are set (providers/verotel.ts), else the built-in
 * demo; PAYMENT_PROVIDER (`demo` or `verotel`) may name it.
 */
import type { Kysely } from 'kysely';
import type { Region, RegionCode } from '../../../regions/schema.ts';
import type { Logger } from '../context.ts';
import type { DB } from '../db/types.ts';
import { createJobQueue, type JobQueue } from '../jobs/queue.ts';
import type { Notifier } from '../notify/notifier.ts';
import type { Clock } from '../time.ts';
import { DEMO_PROVIDER, demoProvider, webhookSecret, type DemoProvider } from './providers/demo.ts';
import type { PaymentProvider } from './providers/types.ts';
import { VEROTEL_PROVIDER, verotelProvider, verotelSettingsFromEnv } from './providers/verotel.ts';

/** What the payment services read. */
export interface PaymentDeps {
  db: Kysely<DB>;
  clock: Clock;
  regions: Record<RegionCode, Region>;
  log: Logger;
  /** Production mode: the demo provider takes no payment (src/server/demo-mode.ts). */
  production?: boolean;
}

/** Sends a request to this app (path and init as for `fetch`). */
export type SelfRequest = (path: string, init: RequestInit) => Promise<Response>;

/** The payments runtime. */
export interface Payments extends PaymentDeps {
  provider: PaymentProvider;
  queue: JobQueue;
  /** Sends receipts and confirmations (absent: they stay queued). */
  notifier?: Notifier;
  /** Reaches the webhook route; absent until the app exists. */
  selfRequest?: SelfRequest;
}

const providers = new WeakMap<Kysely<DB>, PaymentProvider>();

/** The provider an environment chooses: `verotel` with the VEROTEL_* settings, else `demo`. */
function chosen(env: NodeJS.ProcessEnv, deps: Pick<PaymentDeps, 'db'>): PaymentProvider {
  const named = env.PAYMENT_PROVIDER || undefined;
  if (named !== undefined && named !== DEMO_PROVIDER && named !== VEROTEL_PROVIDER)
    throw new Error(`PAYMENT_PROVIDER "${named}" is not available (use "${DEMO_PROVIDER}" or "${VEROTEL_PROVIDER}")`);
  const verotel = named === DEMO_PROVIDER ? undefined : verotelSettingsFromEnv(env);
  if (verotel) return verotelProvider(verotel);
  if (named === VEROTEL_PROVIDER) throw new Error('PAYMENT_PROVIDER "verotel" needs VEROTEL_SHOP_ID and VEROTEL_SIGNATURE_KEY');
  return demoProvider(() => webhookSecret(deps.db));
}

/** The provider of a database (one per database: the demo's secret is kept there), chosen on first use. */
export function paymentProvider(deps: Pick<PaymentDeps, 'db'>, env: NodeJS.ProcessEnv = process.env): PaymentProvider {
  let provider = providers.get(deps.db);
  if (!provider) {
    provider = chosen(env, deps);
    providers.set(deps.db, provider);
  }
  return provider;
}

/** The demo provider when it is the one in use (its pages and signed notifications), else undefined. */
export function demoOf(p: Pick<Payments, 'provider'>): DemoProvider | undefined {
  return p.provider.name === DEMO_PROVIDER && 'secret' in p.provider ? (p.provider as DemoProvider) : undefined;
}

/** Build the runtime. */
export function createPayments(deps: PaymentDeps, o: { notifier?: Notifier; selfRequest?: SelfRequest } = {}): Payments {
  return {
    db: deps.db,
    clock: deps.clock,
    regions: deps.regions,
    log: deps.log,
    production: deps.production,
    provider: paymentProvider(deps),
    queue: createJobQueue(deps.db, deps.clock),
    notifier: o.notifier,
    selfRequest: o.selfRequest,
  };
}

const byApp = new WeakMap<object, Payments>();

/** Remember the runtime of an app (main.ts registers its jobs on the process's runner). */
export function attachPayments(app: object, payments: Payments): void {
  byApp.set(app, payments);
}

/** The runtime of an app built by createApp. */
export function paymentsOf(app: object): Payments {
  const p = byApp.get(app);
  if (!p) throw new Error('this app has no payments runtime');
  return p;
}
