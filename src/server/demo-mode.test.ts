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
import { optionsFromEnv } from './main.ts';
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
    expect(message).toContain('start again with NODE_ENV=production');

    // Outside production the same database still starts, as `npm start` does.
    const dev = await setup({ path, seedProfiles: 50, log: quiet });
    await dev.database.close();
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

  test('outside production the same calls work as before', async () => {
    const h = paymentHarness(dev);
    const punter = await h.as('punter');
    expect((await h.purchase(punter, '/transactions/', { productId: 'credits-100', waiveWithdrawal: true })).status).toBe(201);
    expect((await punter.call('POST', '/api/v2/users/age-verification/link', { returnPath: '/' })).status).toBe(200);
  });
});
