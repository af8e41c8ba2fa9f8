/**
 * Notifications: one `Notifier` per app sends e-mail, SMS and WhatsApp messages, composed from
 * the per-locale templates, through the provider the settings name (the outbox by default, a
 * webhook relay in production). Accounts, payments, messaging and safety alerts all send through it.
 */
import type { Kysely } from 'kysely';
import type { Logger } from '../context.ts';
import type { DB } from '../db/types.ts';
import { systemClock, type Clock } from '../time.ts';
import type { MessageChannel, MessageProvider } from './message.ts';
import { outboxProvider } from './outbox.ts';
import { smtpProvider } from './smtp.ts';
import type { SmtpSettings } from './smtp-settings.ts';
import { withTwilio } from './twilio.ts';
import type { TwilioSettings } from './twilio-settings.ts';
import { composeMessage, type MessageFields, type MessageKind } from './templates.ts';
import { webhookProvider } from './webhook.ts';

/** Where messages go: the outbox (optionally mirrored to files in `dir`) or a webhook relay; e-mails over SMTP when `smtp` is set. */
export type DeliverySettings = ({ kind: 'outbox'; dir?: string } | { kind: 'webhook'; url: string; token?: string }) & {
  smtp?: SmtpSettings;
  /** SMS (and WhatsApp with a WhatsApp sender) through Twilio instead (src/server/notify/twilio.ts). */
  twilio?: TwilioSettings;
};

/** One channel of the notifier. */
export interface NotifyChannel {
  send(kind: MessageKind, fields: Omit<MessageFields, 'channel'>): Promise<void>;
}

/** Sends notifications on every channel through one provider. */
export interface Notifier extends Record<MessageChannel, NotifyChannel> {
  readonly provider: MessageProvider;
  /** Compose `kind` for `fields.channel` and send it. */
  send(kind: MessageKind, fields: MessageFields): Promise<void>;
}

/** A notifier over `provider`. */
export function createNotifier(provider: MessageProvider): Notifier {
  const send = (kind: MessageKind, fields: MessageFields) => provider.send(composeMessage(kind, fields));
  const channel = (c: MessageChannel): NotifyChannel => ({ send: (kind, fields) => send(kind, { ...fields, channel: c }) });
  return { provider, send, email: channel('email'), sms: channel('sms'), whatsapp: channel('whatsapp') };
}

/** The provider `settings` name. */
export function providerFor(settings: DeliverySettings, db: Kysely<DB>, log: Logger, clock: Clock = systemClock): MessageProvider {
  const base = settings.kind === 'webhook' ? webhookProvider(settings.url, settings.token, log) : outboxProvider(db, settings.dir);
  // With SMTP every e-mail goes out over it through the mail job (src/server/notify/smtp.ts); SMS and WhatsApp stay with `base`.
  const mail = settings.smtp ? smtpProvider(base, { db, clock, log, settings: settings.smtp }) : base;
  // With Twilio, SMS (and WhatsApp with a WhatsApp sender) go through its send job; e-mail stays with `mail`.
  return settings.twilio ? withTwilio(mail, settings.twilio, { db, clock, log }) : mail;
}
