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

/** A counting window of one key of one limit. */
export interface Bucket {
  count: number;
  resetAt: number;
}

export interface RateLimiterOptions {
  /** Most counters kept at once; past it the oldest is dropped (default 100,000, about 15 MB). */
  maxKeys?: number;
  /** Counters the incremental sweep inspects per hit (default 4). */
  sweepStep?: number;
  /** The map holding the counters (tests pass one that counts its operations). */
  store?: Map<string, Bucket>;
}

/** Default cap on counters: enough for every real visitor of a busy hour, small enough to keep. */
const DEFAULT_MAX_KEYS = 100_000;
const DEFAULT_SWEEP_STEP = 4;

/**
 * Keys are chosen by the client (a login e-mail), so every operation is O(1) and memory is
 * bounded: one Map keyed by limit and key (insertion order = order of window start, because a
 * renewed window is re-inserted), an incremental sweep that inspects a few counters per hit and
 * drops expired ones, and a cap that drops the oldest counter when a flood fills the map. A flood
 * can push out an old live counter, but only after `maxKeys` hits, which the per-address limits
 * spread over many addresses.
 */
export class RateLimiter {
  readonly #clock: Clock;
  readonly #windows: Map<string, Bucket>;
  readonly #maxKeys: number;
  readonly #sweepStep: number;
  #cursor: Iterator<[string, Bucket]> | undefined;
  /** Walks from the oldest counter; a fresh `keys()` would skip every deleted slot at the front. */
  #oldest: Iterator<string> | undefined;

  constructor(clock: Clock, options: RateLimiterOptions = {}) {
    this.#clock = clock;
    this.#windows = options.store ?? new Map<string, Bucket>();
    this.#maxKeys = Math.max(1, options.maxKeys ?? DEFAULT_MAX_KEYS);
    this.#sweepStep = options.sweepStep ?? DEFAULT_SWEEP_STEP;
  }

  /** Counters held right now. */
  get size(): number {
    return this.#windows.size;
  }

  /** Count a hit; refused hits count too (hammering does not reopen the window). */
  hit(limit: Limit, key: string): LimitResult {
    const now = this.#clock.now().getTime();
    this.#sweep(now);
    const id = `${limit.name}\u0000${key}`;
    let w = this.#windows.get(id);
    if (!w || w.resetAt <= now) {
      // Re-insert so the map stays ordered by window start.
      if (w) this.#windows.delete(id);
      else if (this.#windows.size >= this.#maxKeys) this.#evictOldest();
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

  #evictOldest(): void {
    // Counters are only ever appended, so everything behind this walk is gone already and the
    // next live entry is the oldest; a finished walk starts over at the front.
    let oldest = (this.#oldest ??= this.#windows.keys()).next();
    if (oldest.done) {
      this.#oldest = this.#windows.keys();
      oldest = this.#oldest.next();
    }
    if (!oldest.done) this.#windows.delete(oldest.value);
  }

  /** Inspect the next few counters of a round-robin walk and drop the expired ones. */
  #sweep(now: number): void {
    for (let step = 0; step < this.#sweepStep; step++) {
      this.#cursor ??= this.#windows.entries();
      const next = this.#cursor.next();
      if (next.done) {
        // One pass is over; the next hit starts another.
        this.#cursor = undefined;
        return;
      }
      const [id, w] = next.value;
      if (w.resetAt <= now) this.#windows.delete(id);
    }
  }
}
