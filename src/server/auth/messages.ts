/**
 * Outgoing e-mail, SMS and WhatsApp messages go through one provider interface. The default
 * provider writes each message to the `outbox` table and, when a folder is configured, to a text
 * file there, so every flow can be completed locally (the demo outbox page lists them). A real
 * gateway plugs in by configuration: the webhook provider POSTs each message as JSON to a relay.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { t } from '../../../i18n/index.ts';
import type { Locale } from '../../../regions/schema.ts';
import type { DB, MessageChannel } from '../db/types.ts';
import type { Logger } from '../context.ts';

/** A message ready to send. */
export interface OutgoingMessage {
  channel: MessageChannel;
  /** E-mail address or E.164 phone number. */
  to: string;
  subject: string | null;
  text: string;
  /** What it is for (verify_email, verify_phone, reset_email, reset_sms, account_exists ...). */
  purpose: string;
  /** The link it carries, if any (absolute URL). */
  link: string | null;
  /** The code it carries, if any. */
  code: string | null;
  userId: number | null;
}

/** Where messages go. */
export interface MessageProvider {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

/** Writes messages to the outbox table (and `dir`, one text file per message). */
export function outboxProvider(db: Kysely<DB>, dir?: string): MessageProvider {
  if (dir) mkdirSync(dir, { recursive: true });
  return {
    name: 'outbox',
    async send(m) {
      const row = await db
        .insertInto('outbox')
        .values({
          channel: m.channel,
          recipient: m.to,
          subject: m.subject,
          body: m.text,
          purpose: m.purpose,
          link: m.link,
          code: m.code,
          user_id: m.userId,
        })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      if (dir) {
        const lines = [`Channel: ${m.channel}`, `To: ${m.to}`, `Date: ${row.created_at}`, `Purpose: ${m.purpose}`];
        if (m.subject) lines.push(`Subject: ${m.subject}`);
        writeFileSync(join(dir, `${String(row.id).padStart(6, '0')}-${m.channel}.txt`), `${lines.join('\n')}\n\n${m.text}\n`);
      }
    },
  };
}

/** POSTs each message as JSON to a relay (an SMS/WhatsApp gateway or mail service adapter). */
export function webhookProvider(url: string, token: string | undefined, log: Logger, fetchImpl: typeof fetch = fetch): MessageProvider {
  return {
    name: 'webhook',
    async send(m) {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ channel: m.channel, to: m.to, subject: m.subject, text: m.text, purpose: m.purpose }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) {
        log.error('message relay refused a message', { status: res.status, channel: m.channel, purpose: m.purpose });
        throw new Error(`message relay answered ${res.status}`);
      }
    },
  };
}

/** The kinds of message the accounts send, with the i18n keys of their texts. */
export type MessageKind = 'verifyEmail' | 'verifyPhone' | 'resetEmail' | 'resetSms' | 'accountExists';

/** Compose a message in the recipient's language. */
export function composeMessage(
  kind: MessageKind,
  o: { channel: MessageChannel; to: string; locale: Locale; link?: string; code?: string; userId: number | null },
): OutgoingMessage {
  const vars = { link: o.link ?? '', code: o.code ?? '', site: 'Lustmap' };
  const body = t(o.locale, `auth.message.${kind}.${o.channel === 'email' ? 'email' : 'sms'}`, vars);
  return {
    channel: o.channel,
    to: o.to,
    subject: o.channel === 'email' ? t(o.locale, `auth.message.${kind}.subject`, vars) : null,
    text: body,
    purpose: kind,
    link: o.link ?? null,
    code: o.code ?? null,
    userId: o.userId,
  };
}
