/**
 * Fixed-window rate limits counted in the database (`rate_limit_windows`), so every API node
 * behind the load balancer counts against the same numbers and a restart forgets nothing. Each
 * limit counts hits per key (an account identifier or a client address) and refuses the hit that
 * goes over `max` until the window ends.
 *
 * Keys are chosen by the client (a login e-mail), so a flood of distinct keys must not pile up
 * rows. Every hit also deletes a few windows that have ended (an indexed range at the front of
 * `reset_at`): a hit adds at most one row and removes up to `sweepStep` dead ones, so dead rows
 * cannot accumulate while traffic flows, and the table stays about as large as the live windows.
 * The daily prune job was not chosen: a day of a flood's keys would stay in the table.
 */
import type { Kysely } from 'kysely';
import { createHash } from 'node:crypto';
import { countHit, deleteEndedWindows, forgetWindow } from '../db/queries/rate-limits.ts';
import type { DB } from '../db/types.ts';
import type { Clock } from '../time.ts';

/**
 * The key as stored: short printable keys as they are (readable when looking into the table),
 * anything else (a long or odd identifier a client typed, keys joined with a NUL) as its SHA-256.
 * PostgreSQL's text cannot hold a NUL, and a client must not grow the table's rows at will.
 */
export function storedKey(key: string): string {
  return /^[\x20-\x7e]{1,128}$/.test(key) ? key : `sha256:${createHash('sha256').update(key).digest('base64url')}`;
}

export interface Limit {
  /** Distinguishes the counters of different limits sharing a key. */
  name: string;
  max: number;
  windowSeconds: number;
}

/** The limits of the account endpoints. */
export const LIMITS = {
  loginPerAddress: { name: 'login-ip', max: 100, windowSeconds: 15 * 60 },
  loginPerAccount: { name: 'login-account', max: 10, windowSeconds: 15 * 60 },
  registerPerAddress: { name: 'register-ip', max: 30, windowSeconds: 60 * 60 },
  sendPerAddress: { name: 'send-ip', max: 40, windowSeconds: 60 * 60 },
  sendPerTarget: { name: 'send-target', max: 5, windowSeconds: 60 * 60 },
  verifyPerAddress: { name: 'verify-ip', max: 60, windowSeconds: 15 * 60 },
  resetPerAddress: { name: 'reset-ip', max: 20, windowSeconds: 60 * 60 },
  resetPerAccount: { name: 'reset-account', max: 3, windowSeconds: 60 * 60 },
  captchaPerAddress: { name: 'captcha-ip', max: 120, windowSeconds: 10 * 60 },
  impersonatePerAddress: { name: 'impersonate-ip', max: 30, windowSeconds: 15 * 60 },
} as const satisfies Record<string, Limit>;

/** Seconds between two codes sent for the same verification. */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Wrong codes accepted for one verification before the code is burnt. */
export const MAX_CODE_ATTEMPTS = 5;

export type LimitResult = { ok: true } | { ok: false; retryAfter: number };

export interface RateLimiterOptions {
  /** Ended windows deleted per hit at most (default 4). */
  sweepStep?: number;
}

const DEFAULT_SWEEP_STEP = 4;

export class RateLimiter {
  readonly #db: Kysely<DB>;
  readonly #clock: Clock;
  readonly #sweepStep: number;

  constructor(db: Kysely<DB>, clock: Clock, options: RateLimiterOptions = {}) {
    const sweepStep = options.sweepStep ?? DEFAULT_SWEEP_STEP;
    if (!Number.isInteger(sweepStep) || sweepStep < 0) throw new Error(`sweepStep must be a whole number >= 0, got ${sweepStep}`);
    this.#db = db;
    this.#clock = clock;
    this.#sweepStep = sweepStep;
  }

  /** Count a hit; refused hits count too (hammering does not reopen the window). */
  async hit(limit: Limit, key: string): Promise<LimitResult> {
    const now = this.#clock.now().getTime();
    if (this.#sweepStep > 0) await deleteEndedWindows(this.#db, now, this.#sweepStep);
    const w = await countHit(this.#db, limit.name, storedKey(key), now, limit.windowSeconds * 1000);
    if (w.count > limit.max) return { ok: false, retryAfter: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
    return { ok: true };
  }

  /** Check several limits at once; the first refusal wins, and every limit counts the hit. */
  async hitAll(checks: readonly [Limit, string][]): Promise<LimitResult> {
    let refused: LimitResult = { ok: true };
    for (const [limit, key] of checks) {
      const r = await this.hit(limit, key);
      if (!r.ok && refused.ok) refused = r;
    }
    return refused;
  }

  /** Forget the counter of a key (after a successful login the account counter starts over). */
  async reset(limit: Limit, key: string): Promise<void> {
    await forgetWindow(this.#db, limit.name, storedKey(key));
  }
}
