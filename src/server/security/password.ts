/**
 * Password hashing with argon2id from `node:crypto`, stored as a PHC string
 * (`$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`, OWASP's minimum parameters), so parameters can
 * be raised later without breaking stored hashes.
 */
import { argon2, argon2Sync, randomBytes, timingSafeEqual } from 'node:crypto';

const PARAMS = { memory: 19456, passes: 2, parallelism: 1, tagLength: 32 } as const;

const b64 = (buf: Buffer) => buf.toString('base64').replace(/=+$/, '');

function format(salt: Buffer, hash: Buffer, p: { memory: number; passes: number; parallelism: number }): string {
  return `$argon2id$v=19$m=${p.memory},t=${p.passes},p=${p.parallelism}$${b64(salt)}$${b64(hash)}`;
}

interface Parsed {
  memory: number;
  passes: number;
  parallelism: number;
  salt: Buffer;
  hash: Buffer;
}

function parse(phc: string): Parsed | null {
  const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(phc);
  if (!m) return null;
  return {
    memory: Number(m[1]),
    passes: Number(m[2]),
    parallelism: Number(m[3]),
    salt: Buffer.from(m[4] as string, 'base64'),
    hash: Buffer.from(m[5] as string, 'base64'),
  };
}

/** Hash a password (blocking; for scripts and seeding). */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  const hash = argon2Sync('argon2id', { message: password, nonce: salt, ...PARAMS });
  return format(salt, hash, PARAMS);
}

/** Hash a password off the main thread. */
export function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) => {
    argon2('argon2id', { message: password, nonce: salt, ...PARAMS }, (err, hash) =>
      err ? reject(err) : resolve(format(salt, hash, PARAMS)),
    );
  });
}

/** Check a password against a stored PHC string; false for malformed hashes. */
export function verifyPassword(password: string, phc: string): Promise<boolean> {
  const p = parse(phc);
  if (!p) return Promise.resolve(false);
  return new Promise((resolve) => {
    argon2(
      'argon2id',
      { message: password, nonce: p.salt, memory: p.memory, passes: p.passes, parallelism: p.parallelism, tagLength: p.hash.length },
      (err, hash) => resolve(!err && hash.length === p.hash.length && timingSafeEqual(hash, p.hash)),
    );
  });
}
