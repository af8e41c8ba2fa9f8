/**
 * The escort's emergency contacts: each gets a confirmation (a link with a 256-bit secret and a
 * 6-digit code, both stored hashed) by SMS and/or e-mail, and receives alerts only once confirmed
 * and while not paused. A changed phone or e-mail needs a new confirmation.
 *
 * Confirmations go to people who never asked for them, so they are capped in the shared rate-limit
 * table (every node counts the same, and deleting the contact forgets nothing): CONFIRM_LIMITS.
 * perDestination per phone number or e-mail address and day, whichever account and contact sends
 * them, and CONFIRM_LIMITS.perAccount per escort and day. A destination over its cap is skipped;
 * when no destination of the contact may get the message (or the escort is over hers), the call is
 * refused with a 429 that says when to try again, and nothing changes.
 */
import { createHash } from 'node:crypto';
import { ALARME_LIMITS, type ContactBody, type ContactStatusBody, type EmergencyContact } from '../../lib/api/alarme.ts';
import { RESEND_COOLDOWN_SECONDS, type Limit } from '../auth/rate-limit.ts';
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
import { created, invalid, notFound, ok, tooMany, type Failure, type Outcome } from '../services/outcome.ts';
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

/** The daily caps of confirmation messages. */
export const CONFIRM_LIMITS = {
  /** Confirmations one phone number or e-mail address receives a day, from all accounts together. */
  perDestination: { name: 'alarme-confirm-to', max: 3, windowSeconds: 24 * 3600 },
  /** Confirmations one escort sends a day (adding, changing and resending together). */
  perAccount: { name: 'alarme-confirm-account', max: 10, windowSeconds: 24 * 3600 },
} as const satisfies Record<string, Limit>;

/** The channels a confirmation may go out on. */
interface Channels {
  sms: boolean;
  email: boolean;
}

/** A destination's counter key: hashed, so the rate-limit table holds no stranger's number or address. */
function destinationKey(channel: 'sms' | 'email', to: string): string {
  return `${channel}:${createHash('sha256').update(to.trim().toLowerCase()).digest('base64url')}`;
}

/** "in 5 hours", "in 12 minutes": how long until a refused confirmation may be tried again. */
function waitText(seconds: number): string {
  if (seconds >= 90 * 60) return `in about ${Math.ceil(seconds / 3600)} hours`;
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Count a confirmation against the caps: the channels it may use, or the 429 when the escort is over
 * her daily cap or every destination of the contact is over its own.
 */
async function confirmationBudget(
  deps: AlarmeDeps,
  userId: number,
  phone: string | null,
  email: string | null,
): Promise<Channels | Failure> {
  const own = await deps.limiter.hit(CONFIRM_LIMITS.perAccount, String(userId));
  if (!own.ok)
    return tooMany(
      own.retryAfter,
      `You have sent ${CONFIRM_LIMITS.perAccount.max} confirmation requests today. Try again ${waitText(own.retryAfter)}.`,
    );
  const hit = (channel: 'sms' | 'email', to: string | null) =>
    to === null ? undefined : deps.limiter.hit(CONFIRM_LIMITS.perDestination, destinationKey(channel, to));
  const sms = await hit('sms', phone);
  const mail = await hit('email', email);
  const channels = { sms: sms?.ok === true, email: mail?.ok === true };
  if (channels.sms || channels.email) return channels;
  const waits = [sms, mail].flatMap((r) => (r && !r.ok ? [r.retryAfter] : []));
  const retryAfter = Math.min(...waits);
  return tooMany(
    retryAfter,
    `This phone number or e-mail address has had ${CONFIRM_LIMITS.perDestination.max} confirmation requests today; ` +
      `nothing was saved or sent. Try again ${waitText(retryAfter)}.`,
  );
}

/** Send the confirmation to the contact's phone and/or e-mail (those the caps allow). */
async function sendConfirmation(
  deps: AlarmeDeps,
  userId: number,
  contact: ContactRow,
  token: string,
  code: string,
  channels: Channels,
): Promise<void> {
  const escort = await escortOf(deps.db, userId);
  if (!escort) return;
  const name = escort.display_name ?? escort.username;
  const t = textsOf(langOf(escort.locale, escort.region));
  const link = `${deps.siteUrl}${deps.regions[escort.region].prefix}/emergency/confirm/#${token}`;
  const text = t.confirm(name, link, code, contact.id);
  const base = { text, purpose: 'alarmeConfirmContact', link, code, userId: null };
  if (contact.phone && channels.sms) await deps.messages.send({ ...base, channel: 'sms', to: contact.phone, subject: null });
  if (contact.email && channels.email)
    await deps.messages.send({ ...base, channel: 'email', to: contact.email, subject: t.confirmSubject(name) });
}

/** Add a contact and send the confirmation. */
export async function addContact(deps: AlarmeDeps, userId: number, body: ContactBody): Promise<Outcome<EmergencyContact>> {
  if ((await contactsOf(deps.db, userId)).length >= ALARME_LIMITS.maxContacts)
    return invalid({ name: [`You can have at most ${ALARME_LIMITS.maxContacts} emergency contacts.`] });
  const channels = await confirmationBudget(deps, userId, body.phone ?? null, body.email ?? null);
  if ('fail' in channels) return channels;
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
  await sendConfirmation(deps, userId, row, token, code, channels);
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
  const channels = await confirmationBudget(deps, userId, phone, email);
  if ('fail' in channels) return channels;
  const { token, code, set } = freshConfirmation(deps.clock.now().toISOString());
  const row = await updateContact(deps.db, userId, id, { name: body.name, phone, email, status: 'pending', confirmed_at: null, ...set });
  if (!row) return notFound();
  await sendConfirmation(deps, userId, row, token, code, channels);
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
    const channels = await confirmationBudget(deps, userId, contact.phone, contact.email);
    if ('fail' in channels) return channels;
    const { token, code, set } = freshConfirmation(now.toISOString());
    const row = await updateContact(deps.db, userId, id, set);
    if (!row) return notFound();
    await sendConfirmation(deps, userId, row, token, code, channels);
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
