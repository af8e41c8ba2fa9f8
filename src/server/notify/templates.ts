/**
 * Message texts per locale: each kind has an i18n subject (e-mail), an e-mail body and a short
 * body for SMS and WhatsApp, filled with the link, the code and the site name.
 */
import { t } from '../../../i18n/index.ts';
import type { Locale } from '../../../regions/schema.ts';
import type { MessageChannel, OutgoingMessage } from './message.ts';

/** The kinds of message with texts in the dictionaries (`auth.message.<kind>.*`). */
export type MessageKind =
  | 'verifyEmail'
  | 'verifyPhone'
  | 'resetEmail'
  | 'resetSms'
  | 'accountExists'
  | 'confirmManagedEmail'
  | 'managerReleased'
  | 'managedReleased';

/** What a message of a kind is filled with. */
export interface MessageFields {
  channel: MessageChannel;
  to: string;
  locale: Locale;
  link?: string;
  code?: string;
  userId: number | null;
}

/** Compose a message in the recipient's language. */
export function composeMessage(kind: MessageKind, o: MessageFields): OutgoingMessage {
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
