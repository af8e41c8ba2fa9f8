/**
 * A self-hosted proof-of-work captcha (ALTCHA, `altcha-lib`): the server hands out a signed
 * challenge, the browser searches for the counter that reproduces the signed key, the server
 * checks signature, expiry and solution, and accepts each solved challenge once.
 * Challenge expiry uses real time (the library checks it against the system clock).
 */
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Challenge, Solution } from 'altcha-lib/types';
import type { Kysely } from 'kysely';
import { deleteCaptchasExpiredBefore, rememberCaptcha } from '../db/queries/captcha.ts';
import type { DB } from '../db/types.ts';
import { deriveKey as deriveSecret } from './secrets.ts';

/** How long a challenge may be solved and submitted. */
const CHALLENGE_SECONDS = 10 * 60;

export interface Captcha {
  create(): Promise<Challenge>;
  /** Whether `payload` is a fresh, correct solution (it cannot be used again). */
  verify(payload: unknown): Promise<boolean>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The payload's challenge and solution when it has the right shape. */
function parsePayload(payload: unknown): { challenge: Challenge; solution: Solution } | undefined {
  if (!isRecord(payload) || !isRecord(payload.challenge) || !isRecord(payload.solution)) return undefined;
  const { challenge, solution } = payload;
  const p = challenge.parameters;
  if (!isRecord(p) || typeof challenge.signature !== 'string' || challenge.signature.length > 256) return undefined;
  if (p.algorithm !== 'SHA-256' || typeof p.nonce !== 'string' || typeof p.salt !== 'string' || typeof p.keyPrefix !== 'string')
    return undefined;
  if (typeof p.cost !== 'number' || typeof p.keyLength !== 'number' || p.keyLength !== 32) return undefined;
  if (p.nonce.length > 128 || p.salt.length > 128 || p.keyPrefix.length > 64 || p.cost !== 1) return undefined;
  if (typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string' || solution.derivedKey.length > 128) return undefined;
  return {
    challenge: { parameters: p as unknown as Challenge['parameters'], signature: challenge.signature },
    solution: { counter: solution.counter, derivedKey: solution.derivedKey, time: 0 },
  };
}

/** A captcha keyed by the server secret; solved challenges are remembered until they expire. */
export function captcha(db: Kysely<DB>, secret: string, work: { min: number; max: number }): Captcha {
  const hmacSignatureSecret = deriveSecret(secret, 'captcha-signature');
  const hmacKeySignatureSecret = deriveSecret(secret, 'captcha-key');
  return {
    create: () =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(work.max, work.min),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),
    async verify(payload) {
      const parsed = parsePayload(payload);
      if (!parsed) return false;
      let verified: boolean;
      try {
        ({ verified } = await verifySolution({ ...parsed, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret }));
      } catch {
        return false;
      }
      if (!verified) return false;
      await deleteCaptchasExpiredBefore(db, new Date());
      const expires = new Date((parsed.challenge.parameters.expiresAt ?? Date.now() / 1000 + CHALLENGE_SECONDS) * 1000).toISOString();
      return rememberCaptcha(db, parsed.challenge.signature!, expires);
    },
  };
}
