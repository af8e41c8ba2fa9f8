/**
 * Production mode (NODE_ENV=production): no demo data is seeded, a database holding demo accounts
 * refuses to start with one line, and the demo payment provider, its pages and the demo age check
 * answer "not available" (503) and change nothing. Development mode keeps them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { paymentHarness } from './billing/testing.ts';
import { AGE_CHECK_UNAVAILABLE, DemoPartOff, isProduction, PAYMENTS_UNAVAILABLE } from './demo-mode.ts';
import { balanceOf, unbalancedJournals } from './billing/ledger.ts';
import { memoryLogger } from './context.ts';
import { optionsFromEnv, startServer } from './main.ts';
import { removeDemoAccounts } from './seed/remove.ts';
import { setup } from './setup.ts';
import { createAuthTestApp, type AuthTestApp } from './testing/auth-app.ts';
import { syncSql } from './testing/sync-sql.ts';

const dir = mkdtempSync(join(tmpdir(), 'lustmap-production-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const quiet = { info: () => undefined, error: () => undefined };

describe('starting in production mode', () => {
  test('NODE_ENV=production is production mode, whatever SEED_PROFILES says', () => {
    expect(isProduction({ NODE_ENV: 'production' })).toBe(true);
    expect(isProduction({ NODE_ENV: 'development' })).toBe(false);
    expect(isProduction({})).toBe(false);
    expect(optionsFromEnv({ NODE_ENV: 'production', SEED_PROFILES: '6000' }).production).toBe(true);
    expect(optionsFromEnv({}).production).toBe(false);
  });

  test('an empty database gets no demo account, profile or published second factor', async () => {
    const { database, seeded } = await setup({ path: join(dir, 'empty.db'), seedProfiles: 50, production: true, log: quiet });
    try {
      expect(seeded).toBeUndefined();
      const count = (sql: string) => (database.sqlite.prepare(sql).get() as { n: number }).n;
      expect(count('SELECT count(*) AS n FROM users')).toBe(0);
      expect(count('SELECT count(*) AS n FROM profiles')).toBe(0);
      expect(count('SELECT count(*) AS n FROM users WHERE totp_secret IS NOT NULL')).toBe(0);
    } finally {
      await database.close();
    }
  });

  test('a database seeded with demo data refuses to start, with one line saying how to get rid of it', async () => {
    const path = join(dir, 'demo.db');
    const first = await setup({ path, seedProfiles: 50, log: quiet });
    expect(first.seeded?.profiles).toBeGreaterThan(0);
    await first.database.close();

    const refused = setup({ path, seedProfiles: 50, production: true, log: quiet });
    await expect(refused).rejects.toBeInstanceOf(DemoPartOff);
    const message = await refused.catch((err: Error) => err.message);
    expect(message).not.toContain('\n');
    expect(message).toMatch(/Refusing to start in production: .*demo\.db holds \d+ demo accounts/);
    expect(message).toContain('remove them with `npm run demo:remove`');

    // Outside production the same database still starts, as `npm start` does.
    const dev = await setup({ path, seedProfiles: 50, log: quiet });
    await dev.database.close();
  });

  test('`npm run demo:remove` deletes the demo accounts, keeps a real one, and then production starts', async () => {
    const path = join(dir, 'mixed.db');
    const first = await setup({ path, seedProfiles: 50, log: quiet });
    const sql = syncSql(first.database);
    // A real member who signed up on the demo database (the seeded punter's row, made real).
    const real = (sql.all("SELECT id FROM users WHERE email = 'punter@demo.lustmap.test'") as { id: number }[])[0]!.id;
    sql.run("UPDATE users SET is_demo = 0, email = 'real@example.org', totp_secret = NULL WHERE id = ?", real);
    const demoIds = (sql.all('SELECT id FROM users WHERE is_demo = 1') as { id: number }[]).map((r) => r.id);
    const held = (sql.all("SELECT DISTINCT account FROM ledger_entries WHERE account LIKE 'user:%'") as { account: string }[])
      .map((r) => r.account)
      .filter((a) => demoIds.includes(Number(a.split(':')[1])));
    expect(held.length).toBeGreaterThan(0);

    const removed = await removeDemoAccounts(first.database.db, new Date());
    expect(removed.accounts).toBe(demoIds.length);
    expect(sql.all('SELECT id FROM users')).toEqual([{ id: real }]);
    expect(sql.all('SELECT count(*) AS n FROM profiles WHERE user_id != ?', real)).toEqual([{ n: 0 }]);
    // What the demo accounts held is back with the issuer: an id used again starts at zero.
    for (const account of held) expect(await balanceOf(first.database.db, account, 'CREDIT')).toBe(0);
    expect(await unbalancedJournals(first.database.db)).toEqual([]);
    expect(await removeDemoAccounts(first.database.db, new Date())).toEqual({ accounts: 0, balancesCleared: 0 });
    await first.database.close();

    const prod = await setup({ path, seedProfiles: 50, production: true, log: quiet });
    expect(syncSql(prod.database).all('SELECT email FROM users')).toEqual([{ email: 'real@example.org' }]);
    await prod.database.close();
  });

  test('the server logs one line per missing provider, has no outbox and refuses a demo database', async () => {
    const log = memoryLogger();
    const settings = { demoOutbox: true, outboxKey: 'k'.repeat(24), captchaWork: { min: 20, max: 60 } };
    const options = { port: 0, host: '127.0.0.1', seedProfiles: 50, log, siteRebuild: undefined, accounts: { settings } };
    const server = await startServer({ ...options, dbPath: join(dir, 'server.db'), production: true });
    try {
      expect(server.seeded).toBeUndefined();
      expect(server.outboxUrl).toBeUndefined();
      const missing = log.lines.filter((l) => l.message === 'production: provider missing').map((l) => String(l.fields?.missing));
      expect(missing).toHaveLength(3);
      expect(missing.map((m) => m.split(':')[0])).toEqual(['payments', 'age verification', 'messages']);
      const outbox = await fetch(`${server.url}/api/v2/demo/outbox?key=${settings.outboxKey}`);
      expect(outbox.status).toBe(404);
    } finally {
      await server.close();
    }
    await expect(startServer({ ...options, dbPath: join(dir, 'demo.db'), production: true })).rejects.toBeInstanceOf(DemoPartOff);
  });
});

describe('the demo parts of a production app', () => {
  let prod: AuthTestApp;
  let dev: AuthTestApp;
  beforeAll(async () => {
    prod = await createAuthTestApp({ production: true });
    dev = await createAuthTestApp();
  });
  afterAll(async () => {
    await prod.close();
    await dev.close();
  });

  test('a punter cannot pay: the order answers 503 "not available", nothing is recorded and no credit arrives', async () => {
    const h = paymentHarness(prod);
    const punter = await h.as('punter');
    const before = await h.credits(punter);
    const rowsBefore = syncSql(prod.database).all('SELECT count(*) AS n FROM transactions');
    const res = await h.purchase(punter, '/transactions/', { productId: 'credits-100', waiveWithdrawal: true });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: PAYMENTS_UNAVAILABLE });
    expect(syncSql(prod.database).all('SELECT count(*) AS n FROM transactions')).toEqual(rowsBefore);
    expect(await h.credits(punter)).toEqual(before);
  });

  test('a guest tip answers 503 too, and the demo payment page does not exist', async () => {
    const h = paymentHarness(prod);
    const escort = h.idOf('escort');
    const res = await prod
      .client()
      .call(
        'POST',
        `/api/v1/guests/tips/users/${escort}`,
        { amount: 25, method: 'card', returnPath: `/users/${escort}/`, waiveWithdrawal: true },
        { 'idempotency-key': 'guest-tip-production-1' },
      );
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: PAYMENTS_UNAVAILABLE });
    expect((await prod.client().call('GET', '/demo-pay/anything/')).status).toBe(404);
  });

  test('the demo age check is off: the link answers 503 and its page does not exist', async () => {
    const punter = await paymentHarness(prod).as('punter');
    const res = await punter.call('POST', '/api/v2/users/age-verification/link', { returnPath: '/' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: AGE_CHECK_UNAVAILABLE });
    expect((await prod.client().call('GET', '/demo-age-check/aaaaaaaaaaaaaaaaaaaaaaaa/')).status).toBe(404);
  });

  test('the demo outbox and its WhatsApp simulation do not exist, even for this machine', async () => {
    const local = { socket: { remoteAddress: '127.0.0.1' }, direct: true };
    expect((await prod.client({}, local).call('GET', '/api/v2/demo/outbox')).status).toBe(404);
    const reply = { from: '+4915112345678', text: 'LM-ABCDEF' };
    expect((await prod.client({}, local).call('POST', '/api/v2/demo/outbox/whatsapp-reply', reply)).status).toBe(404);
    expect((await dev.client({}, local).call('GET', '/api/v2/demo/outbox')).status).toBe(200);
  });

  test('outside production the same calls work as before', async () => {
    const h = paymentHarness(dev);
    const punter = await h.as('punter');
    expect((await h.purchase(punter, '/transactions/', { productId: 'credits-100', waiveWithdrawal: true })).status).toBe(201);
    expect((await punter.call('POST', '/api/v2/users/age-verification/link', { returnPath: '/' })).status).toBe(200);
  });
});
