/**
 * A message's client id: 32 random hex digits (the server takes 8..64 of letters, digits, - and _).
 * getRandomValues rather than randomUUID, which browsers offer on secure origins only (a phone
 * trying the site over the local network at http://192.168.… has none).
 */

/** A new client id. */
export function newClientId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
