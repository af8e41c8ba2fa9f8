import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  alertViewResponseSchema,
  contactResponseSchema,
  meetingResponseSchema,
  meetingsResponseSchema,
  type Meeting,
} from '../../lib/api/alarme.ts';
import { DEMO_ALARME_CONTACTS, DEMO_ALARME_PINS } from '../seed/alarme.ts';
import { createAuthTestApp, type AuthTestApp, type Client } from '../testing/auth-app.ts';
import { API, idOf, rows, signIn } from '../testing/punter.ts';
import { ALARME_LIMITS } from '../../lib/api/alarme-codes.ts';
import { pruneMeetings } from './retention.ts';
import { meetingBody, tap, timerDeps } from './testing.ts';
import { runAlarmeTimers } from './timers.ts';

const MIN = 60;
const { phone: MIA_PHONE, email: MIA_EMAIL } = DEMO_ALARME_CONTACTS.confirmed;
let t: AuthTestApp;
let escort: Client;
let paused: number;
beforeAll(async () => {
  t = await createAuthTestApp();
  escort = await signIn(t, 'escort');
  // A paused contact and the seeded pending one get nothing.
  const add = await escort.call('POST', `${API}/users/emergency-contacts`, { name: 'Paula', phone: '+4915199990077' });
  paused = contactResponseSchema.parse(add.body).results.id;
  rows(t, `UPDATE alarme_contacts SET status = 'paused', confirmed_at = '2025-06-15T10:00:00.000Z' WHERE id = ?`, paused);
});
afterAll(() => t.close());

const tick = () => runAlarmeTimers(timerDeps(t));
const create = async (startIn: number, checkInIn: number): Promise<Meeting> =>
  meetingResponseSchema.parse(
    (await escort.call('POST', `${API}/users/emergency-meetings`, meetingBody(t.clock.now(), startIn, checkInIn))).body,
  ).results;
const status = (id: number) => String(rows(t, 'SELECT status FROM alarme_meetings WHERE id = ?', id)[0]!.status);
const act = (id: number, body: Record<string, unknown>) =>
  escort.call('POST', `${API}/users/emergency-meetings/${id}/status`, { clientActionId: tap(), ...body });
const alertsTo = (to: string, purpose = 'alarmeAlert') => t.outbox(to).filter((m) => m.purpose === purpose);
const outboxOf = (purpose: string) => rows(t, 'SELECT recipient, channel FROM outbox WHERE purpose = ? ORDER BY id', purpose);

describe('the timers', () => {
  test('every transition: scheduled → active → overdue → alerted, one alert per confirmed contact and channel, the all-clear after safe', async () => {
    const before = outboxOf('alarmeAlert').length;
    const m = await create(10, 70);
    expect(status(m.id)).toBe('scheduled');
    await tick();
    expect(status(m.id)).toBe('scheduled');
    t.clock.advance(10 * MIN);
    await tick();
    expect(status(m.id)).toBe('active');
    t.clock.advance(60 * MIN);
    await tick();
    expect(status(m.id)).toBe('overdue');
    t.clock.advance(4 * MIN);
    await tick();
    expect(status(m.id)).toBe('overdue');
    t.clock.advance(MIN);
    const run = await tick();
    expect(run.alerted).toBe(1);
    expect(status(m.id)).toBe('alerted');
    await tick();
    t.clock.advance(MIN);
    await tick();
    // Mia by SMS and e-mail; Paula (paused) and Jonas (pending) get nothing.
    const alerts = outboxOf('alarmeAlert').slice(before);
    expect(alerts).toEqual([
      { recipient: MIA_PHONE, channel: 'sms' },
      { recipient: MIA_EMAIL, channel: 'email' },
    ]);
    const sms = alertsTo(MIA_PHONE)[0]!;
    expect(sms.body).toContain('Hotel Adler');
    expect(sms.body).toContain('110');
    expect(sms.link).toMatch(/^http:\/\/site\.test\/emergency\/alert\/#[A-Za-z0-9_-]{43}$/);
    expect(rows(t, 'SELECT count(*) AS n FROM alarme_deliveries WHERE token IS NOT NULL')[0]!.n).toBe(0);

    const listed = meetingsResponseSchema
      .parse((await escort.call('GET', `${API}/users/emergency-meetings`)).body)
      .results.find((x) => x.id === m.id)!;
    expect(listed).toMatchObject({ status: 'alerted', alertReason: 'missed_check_in' });
    expect((await act(m.id, { action: 'extend', minutes: 15 })).status).toBe(422);

    // The contact's page, "I'm on it", then the escort checks in safe: the contacts are told.
    const token = sms.link!.split('#')[1]!;
    const anon = t.client();
    const page = alertViewResponseSchema.parse((await anon.call('GET', `${API}/emergency/alerts/${token}`)).body).results;
    expect(page).toMatchObject({ reason: 'missed_check_in', emergencyNumber: '110', resolved: false, acknowledgedBy: [] });
    const ack = alertViewResponseSchema.parse((await anon.call('POST', `${API}/emergency/alerts/${token}/ack`, {})).body).results;
    expect(ack.acknowledgedBy.map((a) => a.name)).toEqual([DEMO_ALARME_CONTACTS.confirmed.name]);
    const seen = meetingsResponseSchema
      .parse((await escort.call('GET', `${API}/users/emergency-meetings`)).body)
      .results.find((x) => x.id === m.id)!;
    expect(seen.acknowledgedBy.map((a) => a.name)).toEqual([DEMO_ALARME_CONTACTS.confirmed.name]);
    const safe = await act(m.id, { action: 'safe', pin: DEMO_ALARME_PINS.pin });
    expect(meetingResponseSchema.parse(safe.body).results).toMatchObject({ status: 'safe', alertReason: 'missed_check_in' });
    await tick();
    expect(alertsTo(MIA_PHONE, 'alarmeResolved')).toHaveLength(1);
    expect(alertsTo(MIA_EMAIL, 'alarmeResolved')).toHaveLength(1);
    expect(alertViewResponseSchema.parse((await anon.call('GET', `${API}/emergency/alerts/${token}`)).body).results.resolved).toBe(true);
    // More runs send nothing more.
    t.clock.advance(10 * MIN);
    await tick();
    expect(outboxOf('alarmeAlert').slice(before)).toHaveLength(2);
  });

  test('the alert page exists only for a secret an alert was sent with', async () => {
    const anon = t.client();
    expect((await anon.call('GET', `${API}/emergency/alerts/${'A'.repeat(43)}`)).status).toBe(404);
    expect((await anon.call('POST', `${API}/emergency/alerts/${'A'.repeat(43)}/ack`, {})).status).toBe(404);
    expect((await anon.call('GET', `${API}/emergency/alerts/bad!token`)).status).toBe(422);
  });

  test('a safe check-in before the check-in time alerts nobody; extend moves the check-in back from overdue', async () => {
    const before = outboxOf('alarmeAlert').length;
    const m = await create(0, 30);
    t.clock.advance(31 * MIN);
    await tick();
    expect(status(m.id)).toBe('overdue');
    const ext = meetingResponseSchema.parse((await act(m.id, { action: 'extend', minutes: 30 })).body).results;
    expect(ext.status).toBe('active');
    expect(ext.checkInAt).toBe(new Date(t.clock.now().getTime() + 30 * 60_000).toISOString());
    t.clock.advance(20 * MIN);
    await tick();
    expect(status(m.id)).toBe('active');
    expect((await act(m.id, { action: 'safe', pin: DEMO_ALARME_PINS.pin })).status).toBe(200);
    t.clock.advance(60 * MIN);
    await tick();
    expect(status(m.id)).toBe('safe');
    expect(outboxOf('alarmeAlert')).toHaveLength(before);
  });

  test('the reminder goes to the escort before the check-in, once per check-in time', async () => {
    const email = String(rows(t, 'SELECT email FROM users WHERE id = ?', idOf(t, 'escort'))[0]!.email);
    const reminders = () => t.outbox(email).filter((m) => m.purpose === 'alarmeReminder').length;
    const before = reminders();
    const m = await create(0, 30);
    await tick();
    expect(reminders()).toBe(before);
    t.clock.advance((30 - ALARME_LIMITS.reminderMinutes) * MIN);
    await tick();
    await tick();
    expect(reminders()).toBe(before + 1);
    await act(m.id, { action: 'extend', minutes: 15 });
    t.clock.advance(15 * MIN);
    await tick();
    expect(reminders()).toBe(before + 2);
    await act(m.id, { action: 'safe', pin: DEMO_ALARME_PINS.pin });
  });

  test('panic alerts at once; a second panic adds nothing', async () => {
    const before = outboxOf('alarmeAlert').length;
    const m = await create(0, 60);
    const res = await act(m.id, { action: 'panic' });
    expect(meetingResponseSchema.parse(res.body).results).toMatchObject({ status: 'alerted', alertReason: 'panic' });
    expect(outboxOf('alarmeAlert').slice(before)).toHaveLength(2);
    await act(m.id, { action: 'panic' });
    await tick();
    expect(outboxOf('alarmeAlert').slice(before)).toHaveLength(2);
    // The demo escort writes German: "den Notruf ausgelöst" is the panic button.
    expect(alertsTo(MIA_PHONE)[0]!.body).toMatch(/Notruf/);
    await act(m.id, { action: 'safe', pin: DEMO_ALARME_PINS.pin });
  });

  test('the duress PIN answers like the safe PIN but alerts every contact at once, and the escort never sees it', async () => {
    const before = outboxOf('alarmeAlert').length;
    const a = await create(0, 60);
    const b = await create(0, 60);
    await escort.call('POST', `${API}/users/emergency-meetings/${b.id}/location`, { lat: 50.9375, lon: 6.9603 });
    const safe = await act(a.id, { action: 'safe', pin: DEMO_ALARME_PINS.pin });
    const duress = await act(b.id, { action: 'safe', pin: DEMO_ALARME_PINS.duressPin });
    expect(duress.status).toBe(safe.status);
    const strip = (m: Meeting) => ({ ...m, id: 0, closedAt: 0, createdAt: 0, lastLocation: 0 });
    expect(strip(meetingResponseSchema.parse(duress.body).results)).toEqual(strip(meetingResponseSchema.parse(safe.body).results));
    await tick();
    const sent = outboxOf('alarmeAlert').slice(before);
    expect(sent).toHaveLength(2);
    const sms = alertsTo(MIA_PHONE)[0]!;
    expect(sms.body).toMatch(/unter Zwang/);
    expect(sms.body).toContain('openstreetmap.org/?mlat=50.9375&mlon=6.9603');
    // The escort's lists: closed and safe, nothing about an alert.
    const open = meetingsResponseSchema.parse((await escort.call('GET', `${API}/users/emergency-meetings`)).body).results;
    expect(open.map((m) => m.id)).not.toContain(b.id);
    const previous = meetingsResponseSchema.parse((await escort.call('GET', `${API}/users/emergency-meetings/previous`)).body).results;
    expect(previous.find((m) => m.id === b.id)).toMatchObject({ status: 'safe', alertedAt: null, alertReason: null, acknowledgedBy: [] });
    // The contact's page tells the truth.
    const page = alertViewResponseSchema.parse(
      (await t.client().call('GET', `${API}/emergency/alerts/${sms.link!.split('#')[1]}`)).body,
    ).results;
    expect(page).toMatchObject({ reason: 'duress', resolved: false });
  });

  test('five wrong PINs alert like the panic button', async () => {
    const m = await create(0, 60);
    for (let i = 0; i < 4; i++) expect((await act(m.id, { action: 'safe', pin: '9999' })).status).toBe(422);
    expect(status(m.id)).toBe('active');
    expect((await act(m.id, { action: 'safe', pin: '9999' })).status).toBe(422);
    expect(rows(t, 'SELECT status, alert_reason FROM alarme_meetings WHERE id = ?', m.id)[0]).toEqual({
      status: 'alerted',
      alert_reason: 'panic',
    });
    await act(m.id, { action: 'safe', pin: DEMO_ALARME_PINS.pin });
  });

  test('a scheduled meeting can be cancelled and then never alerts', async () => {
    const m = await create(30, 90);
    const res = await act(m.id, { action: 'cancel' });
    expect(meetingResponseSchema.parse(res.body).results.status).toBe('cancelled');
    t.clock.advance(120 * MIN);
    await tick();
    expect(status(m.id)).toBe('cancelled');
  });

  test('retention deletes meeting details seven days after a safe check-in and thirty days after an alert', async () => {
    const safe = await create(0, 60);
    await act(safe.id, { action: 'safe', pin: DEMO_ALARME_PINS.pin });
    const alerted = await create(0, 60);
    await act(alerted.id, { action: 'panic' });
    await act(alerted.id, { action: 'safe', pin: DEMO_ALARME_PINS.pin });
    const deps = timerDeps(t);
    t.clock.advance(ALARME_LIMITS.retentionDays * 86_400 - 60);
    await pruneMeetings(deps);
    expect(status(safe.id)).toBe('safe');
    t.clock.advance(120);
    await pruneMeetings(deps);
    expect(rows(t, 'SELECT id FROM alarme_meetings WHERE id = ?', safe.id)).toEqual([]);
    expect(status(alerted.id)).toBe('safe');
    t.clock.advance(23 * 86_400);
    await pruneMeetings(deps);
    expect(rows(t, 'SELECT id FROM alarme_meetings WHERE id IN (?, ?)', safe.id, alerted.id)).toEqual([]);
    expect(rows(t, 'SELECT count(*) AS n FROM alarme_recipients WHERE meeting_id = ?', alerted.id)[0]!.n).toBe(0);
  });
});
