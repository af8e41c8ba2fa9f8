/**
 * Session tokens: JWTs signed with HS256 (jose). Verification accepts only HS256 (no "none", no
 * algorithm confusion), checks issuer, audience and expiry against the server clock, and reads
 * only the claims below.
 */
import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'lustmap';
const AUDIENCE = 'lustmap-session';
const ALGORITHMS = ['HS256'];

/** What a session token says. */
export interface SessionClaims {
  userId: number;
  /** Token id: revoking it ends this session only. */
  jti: string;
  /** The user's token version when signed; raising it ends every session of the user. */
  version: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** When an admin is signed in as the user: the admin's id and token version. */
  impersonator?: { id: number; version: number };
  /** The sign-in was confirmed with a second factor (TOTP or recovery code). */
  mfa?: boolean;
}

export interface TokenSigner {
  sign(claims: Omit<SessionClaims, 'jti' | 'exp'>, now: Date, lifetimeSeconds: number): Promise<{ token: string; claims: SessionClaims }>;
  /** The claims of a valid token, else null (bad signature, other algorithm, expired, malformed). */
  verify(token: string, now: Date): Promise<SessionClaims | null>;
}

const positiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
const nonNegativeInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** A signer over a secret key (at least 256 bits). */
export function tokenSigner(key: string): TokenSigner {
  const secret = new TextEncoder().encode(key);
  if (secret.length < 32) throw new Error('the session key must be at least 32 bytes');
  return {
    async sign(claims, now, lifetimeSeconds) {
      const iat = Math.floor(now.getTime() / 1000);
      const exp = iat + lifetimeSeconds;
      const jti = randomUUID();
      const payload: Record<string, number> = { ver: claims.version };
      if (claims.impersonator) {
        payload.imp = claims.impersonator.id;
        payload.impv = claims.impersonator.version;
      }
      if (claims.mfa) payload.mfa = 1;
      const token = await new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setSubject(String(claims.userId))
        .setJti(jti)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(secret);
      return { token, claims: { ...claims, jti, exp } };
    },
    async verify(token, now) {
      if (token.length > 4096) return null;
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ALGORITHMS,
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now,
        });
        const userId = Number(payload.sub);
        if (!positiveInt(userId) || typeof payload.jti !== 'string' || !nonNegativeInt(payload.ver) || !positiveInt(payload.exp))
          return null;
        const claims: SessionClaims = { userId, jti: payload.jti, version: payload.ver, exp: payload.exp };
        if (payload.imp !== undefined) {
          if (!positiveInt(payload.imp) || !nonNegativeInt(payload.impv)) return null;
          claims.impersonator = { id: payload.imp, version: payload.impv };
        }
        if (payload.mfa === 1) claims.mfa = true;
        return claims;
      } catch (err) {
        if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
        throw err;
      }
    },
  };
}
