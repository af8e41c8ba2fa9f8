/**
 * Helpers of the punter tests (tips, reviews, saved searches) over the account test app: signed-in
 * clients of demo accounts or of fresh punters, credits granted through the ledger, published escorts.
 */
import { expect } from 'vitest';
import { accounts, postJournal } from '../billing/ledger.ts';
import { ROLES } from '../../lib/permissions.ts';
import { totpCode } from '../auth/totp.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRET, usesDemoTotp } from '../seed/accounts.ts';
import type { AuthTestApp, Client } from './auth-app.ts';
import { syncSql } from './sync-sql.ts';

export const API = '/api/v2';

/** Rows of a query on the test database. */
export const rows = (t: AuthTestApp, query: string, ...params: (string | number | null)[]) => syncSql(t.database).all(query, ...params);

/** The id of a user by username. */
export const idOf = (t: AuthTestApp, username: string) =>
  (rows(t, 'SELECT id FROM users WHERE username = ?', username)[0] as { id: number }).id;

/**
 * A signed-in client of an existing account (the demo password). Demo admins also confirm with the
 * demo authenticator; each code works once, so the clock moves on to a fresh time step first.
 */
export async function signIn(t: AuthTestApp, username: string): Promise<Client> {
  const c = t.client();
  const email = (rows(t, 'SELECT email FROM users WHERE username = ?', username)[0] as { email: string }).email;
  const res = await c.call('POST', `${API}/users/login`, { email, password: DEMO_PASSWORD });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  if (DEMO_ACCOUNTS.some((a) => a.email === email && usesDemoTotp(a))) {
    t.clock.advance(30);
    const second = await c.call('POST', `${API}/users/mfa/verify`, { code: totpCode(DEMO_TOTP_SECRET, t.clock.now()) });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
  }
  return c;
}

let fresh = 0;
/** A new punter account (demo password, no VIP) and its id. */
export function newPunter(t: AuthTestApp, o: { vip?: string } = {}): { id: number; username: string } {
  const username = `punter-test-${++fresh}-${Math.random().toString(36).slice(2, 8)}`;
  syncSql(t.database).run(
    `INSERT INTO users (username, email, email_verified_at, region, password_hash, vip_valid_till)
       SELECT ?, ?, email_verified_at, region, password_hash, ? FROM users WHERE username = 'punter-basic'`,
    username,
    `${username}@example.test`,
    o.vip ?? null,
  );
  const id = idOf(t, username);
  syncSql(t.database).run('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)', id, ROLES.punter);
  return { id, username };
}

let grants = 0;
/** Give a user `credits` (as a credit purchase would). */
export async function grantCredits(t: AuthTestApp, userId: number, credits: number): Promise<void> {
  await postJournal(t.deps.db, t.clock.now(), {
    kind: 'adjustment',
    reference: `test:grant:${userId}:${++grants}`,
    postings: [
      { account: accounts.userCredits(userId), unit: 'CREDIT', amount: credits },
      { account: accounts.creditsIssued, unit: 'CREDIT', amount: -credits },
    ],
  });
}

/** Published escort profiles, in id order (`skip` picks one no other test uses). */
export function publishedEscort(t: AuthTestApp, skip = 0): number {
  return (
    rows(
      t,
      `SELECT user_id AS id FROM profiles WHERE profile_type = 'escort' AND published = 1 ORDER BY user_id LIMIT 1 OFFSET ?`,
      skip,
    )[0] as {
      id: number;
    }
  ).id;
}
