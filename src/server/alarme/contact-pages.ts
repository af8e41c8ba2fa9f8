/**
 * The contacts' side, by their secrets: confirming to be a contact (the link's token, or the
 * contact id and 6-digit code: MAX_CODE_ATTEMPTS wrong codes burn the code), and the private
 * alert page with "I'm on it", which exists only once an alert went to that contact.
 */
import type { z } from 'zod';
import type { AlertView, contactConfirmBodySchema } from '../../lib/api/alarme.ts';
import { MAX_CODE_ATTEMPTS } from '../auth/rate-limit.ts';
import { hashSecret } from '../auth/secrets.ts';
import { acknowledge, acknowledgementsOf, recipientByToken } from '../db/queries/alarme-alerts.ts';
import { contactById, contactByToken, countCodeAttempt, escortOf, markConfirmed } from '../db/queries/alarme-contacts.ts';
import { meetingById } from '../db/queries/alarme-meetings.ts';
import { invalid, limited, notFound, ok, type Outcome } from '../services/outcome.ts';
import type { AlarmeDeps } from './deps.ts';
import { locationOf } from './view.ts';

/** Days a confirmation link or code stays valid. */
export const CONFIRM_DAYS = 7;
/** Confirmation tries per client address and quarter hour. */
export const CONFIRM_LIMIT = { name: 'alarme-confirm-ip', max: 30, windowSeconds: 15 * 60 } as const;
/** Alert page calls per client address and quarter hour. */
export const ALERT_PAGE_LIMIT = { name: 'alarme-alert-ip', max: 120, windowSeconds: 15 * 60 } as const;

const LINK_INVALID = 'This confirmation link or code is invalid or has expired.';
const linkInvalid = (field: string) => invalid({ [field]: [LINK_INVALID] }, LINK_INVALID);

/** Confirm a contact by link or code. */
export async function confirmContact(
  deps: AlarmeDeps,
  ip: string,
  body: z.output<typeof contactConfirmBodySchema>,
): Promise<Outcome<{ confirmed: boolean; escortName: string }>> {
  const refused = limited(await deps.limiter.hit(CONFIRM_LIMIT, ip));
  if (refused) return refused;
  const now = deps.clock.now();
  const field = 'token' in body ? 'token' : 'code';
  const contact = 'token' in body ? await contactByToken(deps.db, hashSecret(body.token)) : await contactById(deps.db, body.contactId);
  const live = contact?.sent_at && Date.parse(contact.sent_at) + CONFIRM_DAYS * 86_400_000 > now.getTime();
  if (!contact || !live) return linkInvalid(field);
  if (!('token' in body)) {
    if (contact.status !== 'pending' || !contact.code_hash || contact.code_attempts >= MAX_CODE_ATTEMPTS) return linkInvalid(field);
    if (hashSecret(body.code) !== contact.code_hash) {
      await countCodeAttempt(deps.db, contact.id);
      return linkInvalid(field);
    }
  }
  await markConfirmed(deps.db, contact.id, now.toISOString());
  const escort = await escortOf(deps.db, contact.user_id);
  return ok({ confirmed: true, escortName: escort?.display_name ?? escort?.username ?? '' });
}

/** The recipient and meeting of an alert page's secret (undefined: no alert went out with it). */
async function alertOf(deps: AlarmeDeps, token: string) {
  const recipient = await recipientByToken(deps.db, hashSecret(token));
  const meeting = recipient ? await meetingById(deps.db, recipient.meeting_id) : undefined;
  if (!recipient || !meeting?.alerted_at || !meeting.alert_reason) return undefined;
  return { recipient, meeting };
}

/** What the alerted contact sees. */
async function view(deps: AlarmeDeps, token: string): Promise<Outcome<AlertView>> {
  const found = await alertOf(deps, token);
  if (!found) return notFound();
  const { meeting: m } = found;
  const escort = await escortOf(deps.db, m.user_id);
  if (!escort) return notFound();
  const acks = await acknowledgementsOf(deps.db, [m.id]);
  return ok({
    escortName: escort.display_name ?? escort.username,
    reason: m.alert_reason!,
    place: m.place,
    startsAt: m.starts_at,
    endsAt: m.ends_at,
    checkInAt: m.check_in_at,
    clientDescription: m.client_description,
    clientPhone: m.client_phone,
    lastLocation: locationOf(m),
    alertedAt: m.alerted_at!,
    emergencyNumber: deps.regions[escort.region].legal.emergency,
    acknowledgedBy: acks.get(m.id) ?? [],
    resolved: m.status === 'safe',
  });
}

/** `GET /emergency/alerts/{token}`. */
export async function alertPage(deps: AlarmeDeps, ip: string, token: string): Promise<Outcome<AlertView>> {
  const refused = limited(await deps.limiter.hit(ALERT_PAGE_LIMIT, ip));
  if (refused) return refused;
  return view(deps, token);
}

/** `POST /emergency/alerts/{token}/ack`: "I'm on it" (the other contacts' pages show who). */
export async function acknowledgeAlert(deps: AlarmeDeps, ip: string, token: string): Promise<Outcome<AlertView>> {
  const refused = limited(await deps.limiter.hit(ALERT_PAGE_LIMIT, ip));
  if (refused) return refused;
  const found = await alertOf(deps, token);
  if (!found) return notFound();
  await acknowledge(deps.db, found.recipient.id, deps.clock.now().toISOString());
  return view(deps, token);
}
