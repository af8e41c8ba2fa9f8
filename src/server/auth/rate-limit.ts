/**
 * Fixed-window rate limits kept in memory (one server process; a restart forgets them). Each
 * limit counts hits per key (an account identifier or a client address) and refuses the hit that
 * goes over `max` until the window ends.
 */
import type { Clock } from '../time.ts';

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

/** Counters above this many entries are swept of expired windows. */
const SWEEP_AT = 10_000;

export class RateLimiter {
  readonly #clock: Clock;
  readonly #windows = new Map<string, { count: number; resetAt: number }>();

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  /** Count a hit; refused hits count too (hammering does not reopen the window). */
  hit(limit: Limit, key: string): LimitResult {
    const now = this.#clock.now().getTime();
    const id = `${limit.name}\u0000${key}`;
    let w = this.#windows.get(id);
    if (!w || w.resetAt <= now) {
      if (this.#windows.size >= SWEEP_AT) this.#sweep(now);
      w = { count: 0, resetAt: now + limit.windowSeconds * 1000 };
      this.#windows.set(id, w);
    }
    w.count++;
    if (w.count > limit.max) return { ok: false, retryAfter: Math.max(1, Math.ceil((w.resetAt - now) / 1000)) };
    return { ok: true };
  }

  /** Check several limits at once; the first refusal wins, and every limit counts the hit. */
  hitAll(checks: readonly [Limit, string][]): LimitResult {
    let refused: LimitResult = { ok: true };
    for (const [limit, key] of checks) {
      const r = this.hit(limit, key);
      if (!r.ok && refused.ok) refused = r;
    }
    return refused;
  }

  /** Forget the counter of a key (after a successful login the account counter starts over). */
  reset(limit: Limit, key: string): void {
    this.#windows.delete(`${limit.name}\u0000${key}`);
  }

  #sweep(now: number): void {
    for (const [id, w] of this.#windows) if (w.resetAt <= now) this.#windows.delete(id);
  }
}
