/** What the escort sees of a meeting and a contact. A meeting closed with the duress PIN looks safe: nothing reveals the alert. */
import type { EmergencyContact, Meeting } from '../../lib/api/alarme.ts';
import { acknowledgementsOf } from '../db/queries/alarme-alerts.ts';
import type { ContactRow } from '../db/queries/alarme-contacts.ts';
import type { MeetingRow } from '../db/queries/alarme-meetings.ts';
import type { AlarmeDeps } from './deps.ts';

/** The position a meeting last shared. */
export function locationOf(m: MeetingRow): Meeting['lastLocation'] {
  if (m.location_lat === null || m.location_lon === null || m.location_at === null) return null;
  return { lat: m.location_lat, lon: m.location_lon, accuracy: m.location_accuracy, at: m.location_at };
}

/** A meeting as its escort sees it. */
export function meetingView(m: MeetingRow, acknowledged: { name: string; at: string }[]): Meeting {
  const duress = m.duress_at !== null;
  return {
    id: m.id,
    status: duress ? 'safe' : m.status,
    place: m.place,
    startsAt: m.starts_at,
    endsAt: m.ends_at,
    checkInAt: m.check_in_at,
    clientDescription: m.client_description,
    clientPhone: m.client_phone,
    lastLocation: locationOf(m),
    alertedAt: duress ? null : m.alerted_at,
    alertReason: duress ? null : m.alert_reason,
    acknowledgedBy: duress ? [] : acknowledged,
    closedAt: duress ? m.duress_at : m.closed_at,
    createdAt: m.created_at,
  };
}

/** Meetings as their escort sees them, with who acknowledged each alert. */
export async function meetingViews(deps: Pick<AlarmeDeps, 'db'>, rows: MeetingRow[]): Promise<Meeting[]> {
  const acks = await acknowledgementsOf(
    deps.db,
    rows.filter((r) => r.alerted_at).map((r) => r.id),
  );
  return rows.map((r) => meetingView(r, acks.get(r.id) ?? []));
}

/** A contact as the escort sees it (never its secrets). */
export function contactView(c: ContactRow): EmergencyContact {
  return {
    id: c.id,
    name: c.name,
    phone: c.phone,
    email: c.email,
    status: c.status,
    confirmedAt: c.confirmed_at,
    createdAt: c.created_at,
  };
}
