/**
 * Checkout and ledger throughput (part of `npm run bench:api`, or `node scripts/bench-checkout.ts`):
 * the server on a temporary demo database, the demo punter signed in over loopback, then
 * (a) whole card purchases one after another: order, card session, the hosted page's "Pay" (which
 * posts the signed notification to the webhook route and books the payment), and
 * (b) premium bought with credits (one ledger spend and the VIP extension each).
 * Prints purchases per second and p50 / p99 of each. Client and server share one process.
 *
 * Options: --purchases 200  --spends 300
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startServer } from '../src/server/main.ts';
import { DEMO_DOMAIN, DEMO_PASSWORD } from '../src/server/seed/accounts.ts';

/** Throughput and latency of one kind of purchase. */
export interface CheckoutLatency {
  name: string;
  count: number;
  perSecond: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const quiet = { info: () => {}, error: (m: string, f?: unknown) => console.error(m, f) };

function summary(name: string, times: number[], elapsed: number): CheckoutLatency {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    name,
    count: times.length,
    perSecond: (times.length / elapsed) * 1000,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}

/** Measure `purchases` card round trips and `spends` premium purchases. */
export async function benchCheckout(purchases = 200, spends = 300): Promise<CheckoutLatency[]> {
  const dir = mkdtempSync(join(tmpdir(), 'lustmap-bench-checkout-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', dbPath: join(dir, 'app.db'), seedProfiles: 200, log: quiet });
  try {
    const base = server.url;
    const login = await fetch(`${base}/api/v2/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: `punter@${DEMO_DOMAIN}`, password: DEMO_PASSWORD }),
    });
    if (!login.ok) throw new Error(`login answered ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const call = async (path: string, body: unknown) => {
      const res = await fetch(`${base}/api/v2${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, cookie, 'idempotency-key': randomUUID() },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as { results: { id: number; paymentUrl: string | null } };
      if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(json)}`);
      return json.results;
    };
    const buy = async (productId: string) => {
      const { id } = await call('/transactions/', { productId, waiveWithdrawal: true });
      const { paymentUrl } = await call('/transactions/card/', { transactionId: id });
      const res = await fetch(`${base}${paymentUrl}pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
        body: 'card=4242424242424242',
        redirect: 'manual',
      });
      await res.arrayBuffer();
      if (res.status !== 303) throw new Error(`the hosted page answered ${res.status}`);
    };

    const timed = async (n: number, run: () => Promise<unknown>) => {
      const times: number[] = [];
      const started = performance.now();
      for (let i = 0; i < n; i++) {
        const t0 = performance.now();
        await run();
        times.push(performance.now() - t0);
      }
      return { times, elapsed: performance.now() - started };
    };

    for (let i = 0; i < 10; i++) await buy('credits-100'); // warm the caches and the JIT
    const card = await timed(purchases, () => buy('credits-1000'));
    // Each purchase above delivered 1150 credits: enough for the premium spends below.
    const premium = await timed(spends, () => call('/users/products/premium', { productId: 'premium-7' }));
    return [
      summary('card purchase (order, card, pay, webhook)', card.times, card.elapsed),
      summary('premium from credits (ledger spend)', premium.times, premium.elapsed),
    ];
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Print a run. */
export function printCheckoutBench(rows: CheckoutLatency[]): void {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log('\nCheckout and ledger over loopback (signed-in punter, one after another)');
  for (const r of rows)
    console.log(`  ${r.name.padEnd(44)} ${r.perSecond.toFixed(0).padStart(5)}/s  p50 ${ms(r.p50)} / p99 ${ms(r.p99)}  (${r.count})`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { purchases: { type: 'string', default: '200' }, spends: { type: 'string', default: '300' } } });
  printCheckoutBench(await benchCheckout(Number(values.purchases), Number(values.spends)));
}
