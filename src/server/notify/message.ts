/** What a notification is once composed, and the provider interface every delivery route implements. */
import type { MessageChannel } from '../db/types.ts';

export type { MessageChannel };

/** A message ready to send. */
export interface OutgoingMessage {
  channel: MessageChannel;
  /** E-mail address or E.164 phone number. */
  to: string;
  subject: string | null;
  text: string;
  /** What it is for (verifyEmail, verifyPhone, resetEmail, resetSms, accountExists ...). */
  purpose: string;
  /** The link it carries, if any (absolute URL). */
  link: string | null;
  /** The code it carries, if any. */
  code: string | null;
  userId: number | null;
  /** Sending again under the same key delivers once (the outbox stores one row; a relay gets it as Idempotency-Key). */
  dedupeKey?: string;
  /**
   * Where the recipient turns this kind of e-mail off (the List-Unsubscribe header); `oneClick`
   * when a POST to `url` unsubscribes at once, without a login (RFC 8058).
   */
  unsubscribe?: { url: string; oneClick?: boolean };
}

/** Where messages go (the outbox, a relay, a test double). */
export interface MessageProvider {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}
