/**
 * Fixed-window rate limits counted in the database (`rate_limit_windows`), so every API node
 * behind the load balancer counts against the same numbers and a restart forgets nothing. Each
 * limit counts hits per key (an account identifier or a client address) and refuses the hit that
 * goes over `max` until the window ends. Client addresses count by network (`addressKey`: an IPv6
 * client per /64).
 *
 * Keys are chosen by the client (a login e-mail), so a flood of distinct keys must not pile up
 * rows. Every hit also deletes a few windows that have ended (an indexed range at the front of
 * `reset_at`): a hit adds at most one row and removes up to `sweepStep` dead ones, so dead rows
 * cannot accumulate while traffic flows, and the table stays about as large as the live windows.
 * The daily prune job was not chosen: a day of a flood's keys would stay in the table.
 */
import type { Kysely } from 'kysely';
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
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

/** The eight 16-bit groups of an IPv6 address (isIP() said it is one), an IPv4 tail as two groups. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) =>
    part
      .split(':')
      .filter(Boolean)
      .flatMap((g) => {
        if (!g.includes('.')) return [parseInt(g, 16)];
        const [a = 0, b = 0, c = 0, d = 0] = g.split('.').map(Number);
        return [(a << 8) | b, (c << 8) | d];
      });
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The network a client address is counted as in the per-address limits. An IPv6 client counts per
 * /64, the block one subscriber gets: its holder can use any of its 2^64 addresses, so counting
 * single addresses would give one attacker endless fresh budgets. An IPv4 address (also one mapped
 * into IPv6, `::ffff:198.51.100.7`) counts as itself; anything that is no IP address stays as it is.
 */
export function addressKey(address: string): string {
  const bare = address.replace(/%.*$/, '');
  if (isIP(bare) !== 6) return address;
  const groups = ipv6Groups(bare.toLowerCase());
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * A limit's key as counted: every client address in it by its network, whether it is the whole
 * key, a part between NULs (`e:…\0<address>`) or a part marked `ip:<address>`.
 */
export function limitKey(key: string): string {
  return key
    .split('\u0000')
    .map((part) => (part.startsWith('ip:') ? `ip:${addressKey(part.slice(3))}` : addressKey(part)))
    .join('\u0000');
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
    const w = await countHit(this.#db, limit.name, storedKey(limitKey(key)), now, limit.windowSeconds * 1000);
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
    await forgetWindow(this.#db, limit.name, storedKey(limitKey(key)));
  }
}
