/**
 * End-to-end encryption of events on `private-encrypted-` channels, as Pusher's libraries do it:
 * NaCl secretbox with the channel's shared secret, sent as `{ nonce, ciphertext }` in base64.
 */
import { randomBytes } from 'node:crypto';
import nacl from 'tweetnacl';
import { channelSharedSecret } from './signing.ts';

/** The `data` string of an encrypted event. */
export function encryptEvent(channel: string, masterKey: Buffer, data: unknown): string {
  const nonce = randomBytes(nacl.secretbox.nonceLength);
  const box = nacl.secretbox(Buffer.from(JSON.stringify(data)), nonce, channelSharedSecret(channel, masterKey));
  return JSON.stringify({ nonce: nonce.toString('base64'), ciphertext: Buffer.from(box).toString('base64') });
}

/** The data of an encrypted event, or undefined when it does not open with the key (tests read it). */
export function decryptEvent(channel: string, masterKey: Buffer, text: string): unknown {
  return openEvent(channelSharedSecret(channel, masterKey), text);
}

/**
 * The data of an encrypted event opened with the channel's shared secret (what a subscriber gets in
 * its authorisation as `shared_secret`), or undefined when it does not open.
 */
export function openEvent(sharedSecret: Uint8Array, text: string): unknown {
  const { nonce, ciphertext } = JSON.parse(text) as { nonce: string; ciphertext: string };
  const opened = nacl.secretbox.open(Buffer.from(ciphertext, 'base64'), Buffer.from(nonce, 'base64'), sharedSecret);
  return opened ? (JSON.parse(Buffer.from(opened).toString()) as unknown) : undefined;
}
