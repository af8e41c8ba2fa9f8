/**
 * Idempotency keys of purchase calls (header `Idempotency-Key`): the first successful answer of a
 * key is stored with a fingerprint of the request and replayed for every later request with the
 * same key; the same key with another request is refused (422). The check, the work and the
 * stored answer share one database transaction that takes the key's lock first (db/transactions.ts;
 * SQLite runs one write transaction at a time anyway), so parallel identical requests create one
 * purchase and all receive its answer.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { idempotencyKey, insertIdempotencyKey } from '../db/queries/billing-inbox.ts';
import { lockFor } from '../db/transactions.ts';
import type { DB } from '../db/types.ts';

/** A well-formed key: 8 to 128 letters, digits and `._:-` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

/** How long a key is remembered. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** An HTTP answer as data. */
export interface Reply {
  status: number;
  body: unknown;
  /** Whether it was replayed from an earlier request. */
  replayed?: boolean;
}

/** The 422 answer for a missing, malformed or reused key. */
export const keyProblem = (message: string): Reply => ({ status: 422, body: { message, errors: { 'idempotency-key': [message] } } });

/** The fingerprint of a request: method, path and body. */
export function fingerprintOf(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/**
 * Run `work` once per (scope, key): a stored answer is replayed, a key used with another request
 * is refused. Only successful answers are stored (a refused purchase may be retried with the key).
 */
export async function idempotent(
  db: Kysely<DB>,
  at: () => Date,
  o: { scope: string; key: string | undefined; fingerprint: string },
  work: (trx: Kysely<DB>) => Promise<Reply>,
): Promise<Reply> {
  const key = o.key?.trim();
  if (!key) return keyProblem('Send an Idempotency-Key header with every purchase.');
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) return keyProblem('The Idempotency-Key must be 8 to 128 letters, digits or ._:- characters.');
  return db.transaction().execute(async (trx) => {
    await lockFor(trx, `idempotency:${o.scope}:${key}`);
    const seen = await idempotencyKey(trx, o.scope, key);
    if (seen) {
      if (seen.fingerprint !== o.fingerprint) return keyProblem('This Idempotency-Key was used for another request.');
      return { status: seen.response_status, body: JSON.parse(seen.response_body) as unknown, replayed: true };
    }
    const reply = await work(trx);
    if (reply.status >= 200 && reply.status < 300) {
      await insertIdempotencyKey(trx, {
        scope: o.scope,
        key,
        fingerprint: o.fingerprint,
        status: reply.status,
        body: JSON.stringify(reply.body),
        at: at(),
      });
    }
    return reply;
  });
}
