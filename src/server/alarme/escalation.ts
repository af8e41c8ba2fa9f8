/**
 * Escalation: an alert is booked in the same transaction as the meeting's move to `alerted` (one
 * recipient with a fresh page secret per confirmed contact, one delivery per channel), then sent.
 * Sending is at-least-once on our side and exactly-once at the outbox: each delivery carries the
 * dedupe key `alarme-delivery:{id}`, so a run that crashed after the send and before marking it
 * sent sends again under the same key and the outbox keeps one message (a relay gets the key as
 * Idempotency-Key). Any run of the timers (or a restarted server) finishes what a crash left.
 * Raising and resolving hold the meeting's lock, so two nodes' timers take turns on one meeting;
 * the conditional UPDATE (also against the escort's own taps) lets only the first move it.
 */
import type { Transaction } from 'kysely';
import type { AlertReason } from '../../lib/api/alarme-codes.ts';
import { hashSecret, randomToken } from '../auth/secrets.ts';
import { alertDeliveriesOf, insertDeliveries, insertRecipient, markDelivered, unsentDeliveries } from '../db/queries/alarme-alerts.ts';
import { confirmedContactsOf, escortOf } from '../db/queries/alarme-contacts.ts';
import { meetingById, updateMeetingIn, type MeetingRow } from '../db/queries/alarme-meetings.ts';
import { lockFor } from '../db/transactions.ts';
import type { DB } from '../db/types.ts';
import type { AlarmeDeps } from './deps.ts';
import { alertText, langOf, textsOf } from './texts.ts';

/** Deliveries one run sends at most (the next run takes the rest). */
const SEND_BATCH = 200;

/** Lock a meeting for the rest of the transaction (PostgreSQL; SQLite has one writer anyway). */
export function lockMeeting(trx: Transaction<DB>, meetingId: number): Promise<void> {
  return lockFor(trx, `alarme-meeting:${meetingId}`);
}

/** Book the alert of a meeting the caller just moved to `alerted` (inside its transaction). */
export async function bookAlert(trx: Transaction<DB>, meeting: MeetingRow, at: string): Promise<void> {
  for (const contact of await confirmedContactsOf(trx, meeting.user_id)) {
    const token = randomToken();
    const recipientId = await insertRecipient(trx, {
      meeting_id: meeting.id,
      contact_id: contact.id,
      name: contact.name,
      token_hash: hashSecret(token),
      created_at: at,
    });
    const channels = [
      ...(contact.phone ? [{ channel: 'sms' as const, address: contact.phone }] : []),
      ...(contact.email ? [{ channel: 'email' as const, address: contact.email }] : []),
    ];
    await insertDeliveries(
      trx,
      channels.map((c) => ({ recipient_id: recipientId, kind: 'alert' as const, ...c, token, created_at: at })),
    );
  }
}

/**
 * Move an open meeting to `alerted` for `reason` and book its alert, in one transaction; false
 * when it was alerted or closed already (another run won).
 */
export async function raiseAlert(
  deps: AlarmeDeps,
  meetingId: number,
  reason: AlertReason,
  from: readonly MeetingRow['status'][],
  extra: { checkInBefore?: string; duressAt?: string } = {},
): Promise<boolean> {
  const at = deps.clock.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    await lockMeeting(trx, meetingId);
    let q = trx
      .updateTable('alarme_meetings')
      .set({
        status: 'alerted',
        alerted_at: at,
        alert_reason: reason,
        updated_at: at,
        ...(extra.duressAt ? { duress_at: extra.duressAt } : {}),
      })
      .where('id', '=', meetingId)
      .where('status', 'in', from)
      .where('alerted_at', 'is', null)
      .where('duress_at', 'is', null);
    if (extra.checkInBefore) q = q.where('check_in_at', '<=', extra.checkInBefore);
    const moved = await q.returningAll().executeTakeFirst();
    if (!moved) return false;
    await bookAlert(trx, moved, at);
    return true;
  });
}

/** Book the all-clear to everyone the meeting's alert went to (inside the transaction that closed it). */
export async function bookAllClear(trx: Transaction<DB>, meetingId: number, at: string): Promise<void> {
  const sent = await alertDeliveriesOf(trx, meetingId);
  await insertDeliveries(
    trx,
    sent.map((d) => ({ recipient_id: d.recipient_id, kind: 'resolved' as const, channel: d.channel, address: d.address, created_at: at })),
  );
}

/** Close an alerted meeting safe and book the all-clear; false when it was not alerted. */
export async function resolveAlert(deps: AlarmeDeps, meetingId: number, at: string): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    await lockMeeting(trx, meetingId);
    const closed = await updateMeetingIn(trx, meetingId, ['alerted'], { status: 'safe', closed_at: at, updated_at: at });
    if (!closed) return false;
    await bookAllClear(trx, meetingId, at);
    return true;
  });
}

/** Send every delivery not sent yet; returns how many went out. A failed send stays for the next run. */
export async function sendPending(deps: AlarmeDeps): Promise<number> {
  let sent = 0;
  const meetings = new Map<number, Awaited<ReturnType<typeof facts>>>();
  for (const d of await unsentDeliveries(deps.db, SEND_BATCH)) {
    if (!meetings.has(d.meeting_id)) meetings.set(d.meeting_id, await facts(deps, d.meeting_id));
    const m = meetings.get(d.meeting_id);
    if (!m) continue;
    const t = textsOf(m.lang);
    const link = d.token ? `${deps.siteUrl}${m.prefix}/emergency/alert/#${d.token}` : null;
    const body =
      d.kind === 'alert'
        ? alertText({ ...m.facts, link: link ?? `${deps.siteUrl}${m.prefix}/` }, m.lang, m.region, d.channel)
        : { subject: t.resolvedSubject(m.facts.name), text: t.resolved(m.facts.name) };
    deps.hooks?.beforeSend?.(d.id);
    try {
      await deps.messages.send({
        channel: d.channel,
        to: d.address,
        subject: d.channel === 'email' ? body.subject : null,
        text: body.text,
        purpose: d.kind === 'alert' ? 'alarmeAlert' : 'alarmeResolved',
        link,
        code: null,
        userId: null,
        dedupeKey: `alarme-delivery:${d.id}`,
      });
    } catch (err) {
      deps.log.error('emergency message not sent', { delivery: d.id, error: String(err) });
      continue;
    }
    deps.hooks?.afterSend?.(d.id);
    await markDelivered(deps.db, d.id, deps.clock.now().toISOString());
    sent++;
  }
  return sent;
}

/** The facts an alert tells about a meeting, in the escort's language. */
async function facts(deps: AlarmeDeps, meetingId: number) {
  const m = await meetingById(deps.db, meetingId);
  const escort = m ? await escortOf(deps.db, m.user_id) : undefined;
  if (!m || !escort || !m.alert_reason || !m.alerted_at) return undefined;
  const region = deps.regions[escort.region];
  return {
    lang: langOf(escort.locale, escort.region),
    region: escort.region,
    prefix: region.prefix,
    facts: {
      name: escort.display_name ?? escort.username,
      reason: m.alert_reason,
      place: m.place,
      startsAt: m.starts_at,
      endsAt: m.ends_at,
      checkInAt: m.check_in_at,
      clientDescription: m.client_description,
      clientPhone: m.client_phone,
      location: m.location_lat !== null && m.location_lon !== null ? { lat: m.location_lat, lon: m.location_lon } : null,
      emergencyNumber: region.legal.emergency,
    },
  };
}
