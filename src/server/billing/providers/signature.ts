/**
 * Signed notifications (the scheme card processors use): header `t=<unix seconds>,v1=<hex>`
 * where v1 is HMAC-SHA256 of `<t>.<raw body>` with the shared secret. A notification older (or
 * further in the future) than the tolerance is a replay and refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a notification's timestamp may be from now. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** The signature header value of `raw` signed at `at`. */
export function signPayload(secret: string, raw: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** Whether `header` signs `raw` with `secret` within the tolerance of `now`. */
export function checkSignature(secret: string, raw: string, header: string | undefined, now: Date): 'ok' | 'signature' | 'replayed' {
  if (!header) return 'signature';
  const parts = new Map(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(t) || !/^[0-9a-f]{64}$/.test(given)) return 'signature';
  const expected = createHmac('sha256', secret).update(`${t}.${raw}`).digest();
  if (!timingSafeEqual(Buffer.from(given, 'hex'), expected)) return 'signature';
  return Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS ? 'replayed' : 'ok';
}
