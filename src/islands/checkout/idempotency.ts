/**
 * One idempotency key per buyer action: a new key when the buyer orders something else, the same
 * key when the same order is sent again (a double click, a retry after a network failure), so the
 * server charges once. The key is dropped once the server gave a final answer.
 */

/** A new random key: 128 bits as hex (getRandomValues works outside secure contexts too, unlike randomUUID). */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The keys of one kind of action. */
export interface ActionKeys {
  /** The key of the action described by `signature` (the same while it is not settled). */
  keyFor: (signature: string) => string;
  /** The action got its final answer: the next one gets a new key. */
  settle: () => void;
}

/** Keys for a kind of action (`make` makes a new key; tests pass their own). */
export function actionKeys(make: () => string = newIdempotencyKey): ActionKeys {
  let current: { signature: string; key: string } | undefined;
  return {
    keyFor(signature) {
      if (current?.signature !== signature) current = { signature, key: make() };
      return current.key;
    },
    settle() {
      current = undefined;
    },
  };
}

/** Whether a failed call may be sent again with the same key (network failure, server trouble). */
export function isRetryable(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}
