/**
 * The escort's emergency contacts: each gets a confirmation (a link with a 256-bit secret and a
 * 6-digit code, both stored hashed) by SMS and/or e-mail, and receives alerts only once confirmed
 * and while not paused. A changed phone or e-mail needs a new confirmation.
 */
import { ALARME_LIMITS, type ContactBody, type ContactStatusBody, type EmergencyContact } from '../../lib/api/alarme.ts';
import { RESEND_COOLDOWN_SECONDS } from '../auth/rate-limit.ts';
import { hashSecret, randomCode, randomToken } from '../auth/secrets.ts';
import {
  contactOf,
  contactsOf,
  deleteContact,
  escortOf,
  insertContact,
  updateContact,
  type ContactRow,
} from '../db/queries/alarme-contacts.ts';
import { created, invalid, notFound, ok, tooMany, type Outcome } from '../services/outcome.ts';
import type { AlarmeDeps } from './deps.ts';
import { langOf, textsOf } from './texts.ts';
import { contactView } from './view.ts';

/** The escort's contacts. */
export async function listContacts(deps: AlarmeDeps, userId: number): Promise<Outcome<EmergencyContact[]>> {
  return ok((await contactsOf(deps.db, userId)).map(contactView));
}

/** A fresh confirmation: the secrets to send and their stored hashes. */
function freshConfirmation(at: string) {
  const token = randomToken();
  const code = randomCode();
  return { token, code, set: { token_hash: hashSecret(token), code_hash: hashSecret(code), code_attempts: 0, sent_at: at } };
}

/** Send the confirmation to the contact's phone and/or e-mail. */
async function sendConfirmation(deps: AlarmeDeps, userId: number, contact: ContactRow, token: string, code: string): Promise<void> {
  const escort = await escortOf(deps.db, userId);
  if (!escort) return;
  const name = escort.display_name ?? escort.username;
  const t = textsOf(langOf(escort.locale, escort.region));
  const link = `${deps.siteUrl}${deps.regions[escort.region].prefix}/emergency/confirm/#${token}`;
  const text = t.confirm(name, link, code, contact.id);
  const base = { text, purpose: 'alarmeConfirmContact', link, code, userId: null };
  if (contact.phone) await deps.messages.send({ ...base, channel: 'sms', to: contact.phone, subject: null });
  if (contact.email) await deps.messages.send({ ...base, channel: 'email', to: contact.email, subject: t.confirmSubject(name) });
}

/** Add a contact and send the confirmation. */
export async function addContact(deps: AlarmeDeps, userId: number, body: ContactBody): Promise<Outcome<EmergencyContact>> {
  if ((await contactsOf(deps.db, userId)).length >= ALARME_LIMITS.maxContacts)
    return invalid({ name: [`You can have at most ${ALARME_LIMITS.maxContacts} emergency contacts.`] });
  const at = deps.clock.now().toISOString();
  const { token, code, set } = freshConfirmation(at);
  const row = await insertContact(deps.db, {
    user_id: userId,
    name: body.name,
    phone: body.phone ?? null,
    email: body.email ?? null,
    ...set,
    created_at: at,
  });
  await sendConfirmation(deps, userId, row, token, code);
  return created(contactView(row));
}

/** Change a contact; a changed phone or e-mail makes it pending again with a new confirmation. */
export async function changeContact(deps: AlarmeDeps, userId: number, id: number, body: ContactBody): Promise<Outcome<EmergencyContact>> {
  const before = await contactOf(deps.db, userId, id);
  if (!before) return notFound();
  const phone = body.phone ?? null;
  const email = body.email ?? null;
  const readdressed = phone !== before.phone || email !== before.email;
  if (!readdressed) {
    const row = await updateContact(deps.db, userId, id, { name: body.name });
    return row ? ok(contactView(row)) : notFound();
  }
  const { token, code, set } = freshConfirmation(deps.clock.now().toISOString());
  const row = await updateContact(deps.db, userId, id, { name: body.name, phone, email, status: 'pending', confirmed_at: null, ...set });
  if (!row) return notFound();
  await sendConfirmation(deps, userId, row, token, code);
  return ok(contactView(row));
}

/** Pause or resume a confirmed contact, or send a pending one's confirmation again. */
export async function setContactStatus(
  deps: AlarmeDeps,
  userId: number,
  id: number,
  body: ContactStatusBody,
): Promise<Outcome<EmergencyContact>> {
  const contact = await contactOf(deps.db, userId, id);
  if (!contact) return notFound();
  const now = deps.clock.now();
  if (body.action === 'resend') {
    if (contact.status !== 'pending') return invalid({ action: ['This contact has confirmed already.'] });
    const wait = contact.sent_at ? Math.ceil((Date.parse(contact.sent_at) + RESEND_COOLDOWN_SECONDS * 1000 - now.getTime()) / 1000) : 0;
    if (wait > 0) return tooMany(wait, 'Please wait a moment before sending the confirmation again.');
    const { token, code, set } = freshConfirmation(now.toISOString());
    const row = await updateContact(deps.db, userId, id, set);
    if (!row) return notFound();
    await sendConfirmation(deps, userId, row, token, code);
    return ok(contactView(row));
  }
  const from = body.action === 'pause' ? 'confirmed' : 'paused';
  if (contact.status !== from)
    return invalid({
      action: [body.action === 'pause' ? 'Only a confirmed contact can be paused.' : 'Only a paused contact can be resumed.'],
    });
  const row = await updateContact(deps.db, userId, id, { status: body.action === 'pause' ? 'paused' : 'confirmed' });
  return row ? ok(contactView(row)) : notFound();
}

/** Remove a contact (alerts it already received keep its name). */
export async function removeContact(deps: AlarmeDeps, userId: number, id: number): Promise<Outcome<{ id: number }>> {
  return (await deleteContact(deps.db, userId, id)) ? ok({ id }) : notFound();
}
