/** The escort's message to every confirmed contact (SMS and/or e-mail), limited to MESSAGE_LIMIT. */
import type { AlarmeMessageBody } from '../../lib/api/alarme.ts';
import { confirmedContactsOf, escortOf } from '../db/queries/alarme-contacts.ts';
import { limited, notFound, ok, type Outcome } from '../services/outcome.ts';
import type { AlarmeDeps } from './deps.ts';
import { langOf, textsOf } from './texts.ts';

/** Messages per escort and hour. */
export const MESSAGE_LIMIT = { name: 'alarme-message', max: 5, windowSeconds: 3600 } as const;

/** Send the message; returns how many contacts it went to. */
export async function messageContacts(deps: AlarmeDeps, userId: number, body: AlarmeMessageBody): Promise<Outcome<{ sentTo: number }>> {
  const escort = await escortOf(deps.db, userId);
  if (!escort) return notFound();
  const refused = limited(await deps.limiter.hit(MESSAGE_LIMIT, String(userId)));
  if (refused) return refused;
  const name = escort.display_name ?? escort.username;
  const t = textsOf(langOf(escort.locale, escort.region));
  const text = t.message(name, body.text);
  const contacts = await confirmedContactsOf(deps.db, userId);
  for (const c of contacts) {
    const base = { text, purpose: 'alarmeMessage', link: null, code: null, userId: null };
    if (c.phone) await deps.messages.send({ ...base, channel: 'sms', to: c.phone, subject: null });
    if (c.email) await deps.messages.send({ ...base, channel: 'email', to: c.email, subject: t.messageSubject(name) });
  }
  return ok({ sentTo: contacts.length });
}
