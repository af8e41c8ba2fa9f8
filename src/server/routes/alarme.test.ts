import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  alarmeSettingsResponseSchema,
  contactResponseSchema,
  contactsResponseSchema,
  meetingResponseSchema,
  meetingsResponseSchema,
} from '../../lib/api/alarme.ts';
import { ROLES } from '../../lib/permissions.ts';
import { createApp } from '../app.ts';
import { demoOutbox } from '../services/outbox.ts';
import { meetingBody, tap } from '../alarme/testing.ts';
import { DEMO_ALARME_CONTACTS, DEMO_ALARME_PINS, DEMO_PENDING_CODE } from '../seed/alarme.ts';
import { createAuthTestApp, type AuthTestApp, type Client } from '../testing/auth-app.ts';
import { API, idOf, rows, signIn } from '../testing/punter.ts';

let t: AuthTestApp;
let escort: Client;
beforeAll(async () => {
  t = await createAuthTestApp();
  escort = await signIn(t, 'escort');
});
afterAll(() => t.close());

const contacts = async (c: Client) => contactsResponseSchema.parse((await c.call('GET', `${API}/users/emergency-contacts`)).body).results;

describe('who may call', () => {
  test('it answers 401 without a session and 403 to a punter', async () => {
    expect((await t.client().call('GET', `${API}/users/emergency-meetings`)).status).toBe(401);
    const punter = await signIn(t, 'punter');
    for (const [method, path] of [
      ['GET', '/users/emergency-settings'],
      ['GET', '/users/emergency-contacts'],
      ['GET', '/users/emergency-meetings'],
      ['GET', '/users/emergency-meetings/previous'],
    ] as const)
      expect((await punter.call(method, `${API}${path}`)).status).toBe(403);
    expect((await punter.call('POST', `${API}/users/emergency-message`, { text: 'hi' })).status).toBe(403);
  });

  test('it refuses admins and an admin signed in as the escort with 403', async () => {
    const escortId = idOf(t, 'escort');
    const as = (user: { id: number; roles: number[]; impersonatorId?: number; mfa?: boolean }) =>
      createApp({ ...t.deps, session: () => Promise.resolve(user as never) });
    const admin = as({ id: idOf(t, 'admin'), roles: [ROLES.admin], mfa: true });
    expect((await admin.request(`${API}/users/emergency-meetings`)).status).toBe(403);
    const impersonating = as({ id: escortId, roles: [ROLES.escort], impersonatorId: idOf(t, 'admin'), mfa: true });
    const res = await impersonating.request(`${API}/users/emergency-contacts`);
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toMatch(/private to the escort/);
  });

  test("it answers 404 for another escort's contact and meeting", async () => {
    const created = await escort.call('POST', `${API}/users/emergency-meetings`, meetingBody(t.clock.now(), 60, 180));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const meetingId = meetingResponseSchema.parse(created.body).results.id;
    const contactId = (await contacts(escort))[0]!.id;
    const other = await signIn(t, 'multi');
    expect((await other.call('PUT', `${API}/users/emergency-contacts/${contactId}`, { name: 'x', email: 'x@example.test' })).status).toBe(
      404,
    );
    expect((await other.call('DELETE', `${API}/users/emergency-contacts/${contactId}`, {})).status).toBe(404);
    expect(
      (await other.call('POST', `${API}/users/emergency-meetings/${meetingId}/status`, { action: 'panic', clientActionId: tap() })).status,
    ).toBe(404);
    expect((await other.call('PUT', `${API}/users/emergency-meetings/${meetingId}`, meetingBody(t.clock.now(), 60, 180))).status).toBe(404);
    expect((await other.call('POST', `${API}/users/emergency-meetings/${meetingId}/location`, { lat: 50, lon: 7 })).status).toBe(404);
    expect(meetingsResponseSchema.parse((await other.call('GET', `${API}/users/emergency-meetings`)).body).results).toEqual([]);
    expect(
      (await escort.call('POST', `${API}/users/emergency-meetings/${meetingId}/status`, { action: 'cancel', clientActionId: tap() }))
        .status,
    ).toBe(200);
  });
});

describe('settings', () => {
  test('it tells whether the PINs are set and the region emergency number, and changes them only with the current PIN', async () => {
    const other = await signIn(t, 'multi');
    const before = alarmeSettingsResponseSchema.parse((await other.call('GET', `${API}/users/emergency-settings`)).body).results;
    expect(before).toEqual({ pinSet: false, duressPinSet: false, emergencyNumber: '133', graceMinutes: 5 });
    const same = await other.call('PUT', `${API}/users/emergency-settings`, { pin: '1111', duressPin: '1111' });
    expect(same.status).toBe(422);
    expect(JSON.stringify(same.body)).toContain('duressPin');
    expect((await other.call('PUT', `${API}/users/emergency-settings`, { pin: '12', duressPin: '3456' })).status).toBe(422);
    const set = await other.call('PUT', `${API}/users/emergency-settings`, { pin: '1111', duressPin: '2222' });
    expect(alarmeSettingsResponseSchema.parse(set.body).results.pinSet).toBe(true);
    const noCurrent = await other.call('PUT', `${API}/users/emergency-settings`, { pin: '3333', duressPin: '4444' });
    expect(noCurrent.status).toBe(422);
    expect(JSON.stringify(noCurrent.body)).toContain('currentPin');
    expect(
      (await other.call('PUT', `${API}/users/emergency-settings`, { pin: '3333', duressPin: '4444', currentPin: '2222' })).status,
    ).toBe(422);
    expect(
      (await other.call('PUT', `${API}/users/emergency-settings`, { pin: '3333', duressPin: '4444', currentPin: '1111' })).status,
    ).toBe(200);
    const stored = rows(t, 'SELECT pin_hash FROM alarme_settings WHERE user_id = ?', idOf(t, 'multi'))[0]!;
    expect(String(stored.pin_hash)).toMatch(/^\$argon2id\$/);
  });

  test('it refuses a meeting before the PINs are set', async () => {
    const c = await signIn(t, 'escort-new');
    const res = await c.call('POST', `${API}/users/emergency-meetings`, meetingBody(t.clock.now(), 0, 60));
    expect(res.status).toBe(422);
    expect((res.body as { message: string }).message).toBe('Set your safe PIN and your duress PIN first.');
  });
});

describe('contacts', () => {
  test('the demo escort has a confirmed and a pending contact', async () => {
    const list = await contacts(escort);
    expect(list.map((c) => [c.name, c.status])).toEqual([
      [DEMO_ALARME_CONTACTS.confirmed.name, 'confirmed'],
      [DEMO_ALARME_CONTACTS.pending.name, 'pending'],
    ]);
  });

  test('a new contact confirms by the link in the SMS, and another by the code in the e-mail', async () => {
    const bad = await escort.call('POST', `${API}/users/emergency-contacts`, { name: 'Nobody' });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.body as { errors: object }).errors)).toEqual(['phone']);
    const add = await escort.call('POST', `${API}/users/emergency-contacts`, { name: 'Lena', phone: '+4915199990001' });
    expect(add.status).toBe(201);
    const lena = contactResponseSchema.parse(add.body).results;
    expect(lena.status).toBe('pending');
    const sms = t.outbox('+4915199990001')[0]!;
    expect(sms.purpose).toBe('alarmeConfirmContact');
    expect(sms.link).toMatch(/\/emergency\/confirm\/#[A-Za-z0-9_-]{43}$/);
    const token = sms.link!.split('#')[1]!;
    expect(rows(t, 'SELECT count(*) AS n FROM alarme_contacts WHERE token_hash = ?', token)[0]!.n).toBe(0);
    const anon = t.client();
    const confirmed = await anon.call('POST', `${API}/emergency/contacts/confirm`, { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({
      results: {
        confirmed: true,
        escortName: String(rows(t, `SELECT display_name FROM profiles WHERE user_id = ?`, idOf(t, 'escort'))[0]!.display_name),
      },
    });
    expect((await contacts(escort)).find((c) => c.id === lena.id)!.status).toBe('confirmed');

    const add2 = await escort.call('POST', `${API}/users/emergency-contacts`, { name: 'Tom', email: 'tom@example.test' });
    const tom = contactResponseSchema.parse(add2.body).results;
    const mail = t.outbox('tom@example.test')[0]!;
    expect(mail.channel).toBe('email');
    // The demo outbox page links the confirmation with its secret, which lives in the fragment.
    const [listed] = await demoOutbox(t.deps.db, 'tom@example.test', 5);
    expect(listed!.path).toMatch(/^\/emergency\/confirm\/#[A-Za-z0-9_-]{20,}$/);
    const wrong = mail.code === '000000' ? '111111' : '000000';
    expect((await anon.call('POST', `${API}/emergency/contacts/confirm`, { contactId: tom.id, code: wrong })).status).toBe(422);
    expect((await anon.call('POST', `${API}/emergency/contacts/confirm`, { contactId: tom.id, code: mail.code })).status).toBe(200);
    expect((await contacts(escort)).find((c) => c.id === tom.id)!.status).toBe('confirmed');
    // The seeded pending contact confirms with its demo code.
    const jonas = (await contacts(escort)).find((c) => c.name === DEMO_ALARME_CONTACTS.pending.name)!;
    expect((await anon.call('POST', `${API}/emergency/contacts/confirm`, { contactId: jonas.id, code: DEMO_PENDING_CODE })).status).toBe(
      200,
    );

    // Pause and resume; a changed address needs a new confirmation; remove.
    const pause = await escort.call('POST', `${API}/users/emergency-contacts/${tom.id}/status`, { action: 'pause' });
    expect(contactResponseSchema.parse(pause.body).results.status).toBe('paused');
    expect((await escort.call('POST', `${API}/users/emergency-contacts/${tom.id}/status`, { action: 'pause' })).status).toBe(422);
    const resume = await escort.call('POST', `${API}/users/emergency-contacts/${tom.id}/status`, { action: 'resume' });
    expect(contactResponseSchema.parse(resume.body).results.status).toBe('confirmed');
    const moved = await escort.call('PUT', `${API}/users/emergency-contacts/${tom.id}`, { name: 'Tom B.', email: 'tom.b@example.test' });
    expect(contactResponseSchema.parse(moved.body).results).toMatchObject({ name: 'Tom B.', status: 'pending', confirmedAt: null });
    expect(t.outbox('tom.b@example.test')).toHaveLength(1);
    expect((await escort.call('POST', `${API}/users/emergency-contacts/${tom.id}/status`, { action: 'resend' })).status).toBe(429);
    t.clock.advance(61);
    expect((await escort.call('POST', `${API}/users/emergency-contacts/${tom.id}/status`, { action: 'resend' })).status).toBe(200);
    expect(t.outbox('tom.b@example.test')).toHaveLength(2);
    expect((await escort.call('DELETE', `${API}/users/emergency-contacts/${tom.id}`, {})).status).toBe(204);
    expect((await escort.call('DELETE', `${API}/users/emergency-contacts/${tom.id}`, {})).status).toBe(404);
    expect((await escort.call('DELETE', `${API}/users/emergency-contacts/${lena.id}`, {})).status).toBe(204);
  });

  test('a code is burnt after five wrong tries and a made-up link is refused', async () => {
    const add = await escort.call('POST', `${API}/users/emergency-contacts`, { name: 'Kim', email: 'kim@example.test' });
    const kim = contactResponseSchema.parse(add.body).results;
    const code = t.outbox('kim@example.test')[0]!.code!;
    const wrong = code === '000000' ? '111111' : '000000';
    const anon = t.client();
    for (let i = 0; i < 5; i++)
      expect((await anon.call('POST', `${API}/emergency/contacts/confirm`, { contactId: kim.id, code: wrong })).status).toBe(422);
    expect((await anon.call('POST', `${API}/emergency/contacts/confirm`, { contactId: kim.id, code })).status).toBe(422);
    expect((await anon.call('POST', `${API}/emergency/contacts/confirm`, { token: 'x'.repeat(43) })).status).toBe(422);
    expect((await anon.call('POST', `${API}/emergency/contacts/confirm`, { token: 'short' })).status).toBe(422);
    expect((await escort.call('DELETE', `${API}/users/emergency-contacts/${kim.id}`, {})).status).toBe(204);
  });

  test('it allows at most five contacts', async () => {
    const c = await signIn(t, 'multi');
    for (let i = 0; i < 5; i++)
      expect((await c.call('POST', `${API}/users/emergency-contacts`, { name: `C${i}`, email: `c${i}@example.test` })).status).toBe(201);
    const sixth = await c.call('POST', `${API}/users/emergency-contacts`, { name: 'C6', email: 'c6@example.test' });
    expect(sixth.status).toBe(422);
  });
});

describe('meetings', () => {
  test('it validates a meeting and lists open and previous ones', async () => {
    const now = t.clock.now();
    const past = await escort.call('POST', `${API}/users/emergency-meetings`, meetingBody(now, -120, -60));
    expect(past.status).toBe(422);
    expect(Object.keys((past.body as { errors: object }).errors)).toEqual(['checkInAt']);
    const backwards = await escort.call('POST', `${API}/users/emergency-meetings`, {
      ...meetingBody(now, 60, 120),
      endsAt: now.toISOString(),
    });
    expect(backwards.status).toBe(422);
    const created = await escort.call(
      'POST',
      `${API}/users/emergency-meetings`,
      meetingBody(now, 30, 120, { clientDescription: 'tall, grey coat' }),
    );
    const m = meetingResponseSchema.parse(created.body).results;
    expect(m).toMatchObject({ status: 'scheduled', clientDescription: 'tall, grey coat', alertedAt: null, acknowledgedBy: [] });
    const changed = await escort.call('PUT', `${API}/users/emergency-meetings/${m.id}`, meetingBody(now, 0, 90, { place: 'Café Rot' }));
    expect(meetingResponseSchema.parse(changed.body).results).toMatchObject({ status: 'active', place: 'Café Rot' });
    const loc = await escort.call('POST', `${API}/users/emergency-meetings/${m.id}/location`, { lat: 50.94, lon: 6.96, accuracy: 12 });
    expect(meetingResponseSchema.parse(loc.body).results.lastLocation).toMatchObject({ lat: 50.94, lon: 6.96, accuracy: 12 });
    expect((await escort.call('POST', `${API}/users/emergency-meetings/${m.id}/location`, { lat: 91, lon: 0 })).status).toBe(422);
    const open = meetingsResponseSchema.parse((await escort.call('GET', `${API}/users/emergency-meetings`)).body).results;
    expect(open.map((x) => x.id)).toContain(m.id);
    const safe = await escort.call('POST', `${API}/users/emergency-meetings/${m.id}/status`, {
      action: 'safe',
      pin: DEMO_ALARME_PINS.pin,
      clientActionId: tap(),
    });
    expect(meetingResponseSchema.parse(safe.body).results.status).toBe('safe');
    expect((await escort.call('PUT', `${API}/users/emergency-meetings/${m.id}`, meetingBody(now, 0, 90))).status).toBe(422);
    const previous = meetingsResponseSchema.parse((await escort.call('GET', `${API}/users/emergency-meetings/previous`)).body).results;
    expect(previous[0]!.id).toBe(m.id);
  });

  test('a status action needs its fields and a wrong PIN never closes the meeting', async () => {
    const m = meetingResponseSchema.parse(
      (await escort.call('POST', `${API}/users/emergency-meetings`, meetingBody(t.clock.now(), 0, 60))).body,
    ).results;
    const path = `${API}/users/emergency-meetings/${m.id}/status`;
    expect(
      Object.keys(((await escort.call('POST', path, { action: 'safe', clientActionId: tap() })).body as { errors: object }).errors),
    ).toEqual(['pin']);
    expect((await escort.call('POST', path, { action: 'extend', minutes: 7, clientActionId: tap() })).status).toBe(422);
    expect((await escort.call('POST', path, { action: 'fly', clientActionId: tap() })).status).toBe(422);
    expect((await escort.call('POST', path, { action: 'panic', clientActionId: 'no spaces!' })).status).toBe(422);
    const wrong = await escort.call('POST', path, { action: 'safe', pin: '0000', clientActionId: tap() });
    expect(wrong.status).toBe(422);
    expect((wrong.body as { message: string }).message).toBe('The PIN is wrong.');
    // Cancelling is for meetings that have not started.
    expect((await escort.call('POST', path, { action: 'cancel', clientActionId: tap() })).status).toBe(422);
    const extend = await escort.call('POST', path, { action: 'extend', minutes: 30, clientActionId: tap() });
    expect(meetingResponseSchema.parse(extend.body).results.checkInAt).toBe(new Date(Date.parse(m.checkInAt) + 30 * 60_000).toISOString());
    expect((await escort.call('POST', path, { action: 'safe', pin: DEMO_ALARME_PINS.pin, clientActionId: tap() })).status).toBe(200);
  });

  test('a retried tap is the same action', async () => {
    const m = meetingResponseSchema.parse(
      (await escort.call('POST', `${API}/users/emergency-meetings`, meetingBody(t.clock.now(), 0, 60))).body,
    ).results;
    const path = `${API}/users/emergency-meetings/${m.id}/status`;
    const id = tap();
    const first = meetingResponseSchema.parse(
      (await escort.call('POST', path, { action: 'extend', minutes: 15, clientActionId: id })).body,
    ).results;
    const again = meetingResponseSchema.parse(
      (await escort.call('POST', path, { action: 'extend', minutes: 15, clientActionId: id })).body,
    ).results;
    expect(again.checkInAt).toBe(first.checkInAt);
    const safeTap = tap();
    expect((await escort.call('POST', path, { action: 'safe', pin: DEMO_ALARME_PINS.pin, clientActionId: safeTap })).status).toBe(200);
    const retried = await escort.call('POST', path, { action: 'safe', pin: DEMO_ALARME_PINS.pin, clientActionId: safeTap });
    expect(retried.status).toBe(200);
    expect(meetingResponseSchema.parse(retried.body).results.status).toBe('safe');
    // A new tap on a closed meeting says so.
    expect((await escort.call('POST', path, { action: 'safe', pin: DEMO_ALARME_PINS.pin, clientActionId: tap() })).status).toBe(422);
  });
});

describe('message to contacts', () => {
  test('it goes to every confirmed contact on each channel, five times an hour at most', async () => {
    const res = await escort.call('POST', `${API}/users/emergency-message`, { text: 'Bin heute in Köln unterwegs.' });
    expect(res.status).toBe(200);
    const sentTo = (res.body as { results: { sentTo: number } }).results.sentTo;
    expect(sentTo).toBe((await contacts(escort)).filter((c) => c.status === 'confirmed').length);
    const sms = t.outbox(DEMO_ALARME_CONTACTS.confirmed.phone)[0]!;
    expect(sms).toMatchObject({ purpose: 'alarmeMessage', channel: 'sms' });
    expect(sms.body).toContain('Bin heute in Köln unterwegs.');
    expect(t.outbox(DEMO_ALARME_CONTACTS.confirmed.email)[0]!.purpose).toBe('alarmeMessage');
    expect((await escort.call('POST', `${API}/users/emergency-message`, { text: '' })).status).toBe(422);
    for (let i = 0; i < 4; i++) expect((await escort.call('POST', `${API}/users/emergency-message`, { text: `m${i}` })).status).toBe(200);
    expect((await escort.call('POST', `${API}/users/emergency-message`, { text: 'one too many' })).status).toBe(429);
  });
});

describe('confirmation caps', () => {
  let app: AuthTestApp;
  beforeAll(async () => {
    app = await createAuthTestApp();
  });
  afterAll(() => app.close());

  const add = (c: Client, body: object) => c.call('POST', `${API}/users/emergency-contacts`, body);
  const confirmations = (to: string) => app.outbox(to).filter((m) => m.purpose === 'alarmeConfirmContact').length;
  const refusal = (res: { status: number; body: unknown }) => {
    expect(res.status).toBe(429);
    const body = res.body as { message: string; retryAfter: number };
    expect(body.retryAfter).toBeGreaterThan(0);
    return body.message;
  };

  test('adding and deleting a contact again and again reaches a stranger three times a day, from any account', async () => {
    const first = await signIn(app, 'escort-new');
    const stranger = { name: 'Stranger', phone: '+4915199990077', email: 'stranger@example.test' };
    for (let i = 0; i < 3; i++) {
      const res = await add(first, stranger);
      expect(res.status).toBe(201);
      expect(
        (await first.call('DELETE', `${API}/users/emergency-contacts/${contactResponseSchema.parse(res.body).results.id}`, {})).status,
      ).toBe(204);
    }
    expect(confirmations(stranger.phone)).toBe(3);
    expect(confirmations(stranger.email)).toBe(3);
    const before = rows(app, 'SELECT count(*) AS n FROM alarme_contacts')[0]!.n;
    const message = refusal(await add(first, stranger));
    expect(message).toMatch(/3 confirmation requests today; nothing was saved or sent\. Try again in about 24 hours\./);
    expect(rows(app, 'SELECT count(*) AS n FROM alarme_contacts')[0]!.n).toBe(before);
    // Another account shares the stranger's count.
    const second = await signIn(app, 'multi');
    refusal(await add(second, stranger));
    refusal(await add(second, { name: 'Stranger', email: 'STRANGER@example.test' }));
    expect(confirmations(stranger.phone)).toBe(3);
    expect(confirmations(stranger.email)).toBe(3);
    // A different destination still gets its message, also next to a capped one.
    expect((await add(second, { name: 'Friend', email: 'friend@example.test' })).status).toBe(201);
    expect(confirmations('friend@example.test')).toBe(1);
    expect((await add(second, { name: 'Half', phone: stranger.phone, email: 'half@example.test' })).status).toBe(201);
    expect(confirmations('half@example.test')).toBe(1);
    expect(confirmations(stranger.phone)).toBe(3);
    // A day later the stranger can be asked again.
    app.clock.advance(24 * 3600 + 1);
    expect((await add(first, stranger)).status).toBe(201);
    expect(confirmations(stranger.phone)).toBe(4);
  });

  test('changing a contact back and forth stops messaging after the cap, and a name change still saves', async () => {
    const c = await signIn(app, 'escort');
    const own = { name: 'Own', email: 'own-1@example.test' };
    const id = contactResponseSchema.parse((await add(c, own)).body).results.id;
    const edit = (body: object) => c.call('PUT', `${API}/users/emergency-contacts/${id}`, body);
    const target = 'edited-stranger@example.test';
    for (let i = 0; i < 3; i++) {
      expect((await edit({ name: 'Own', email: target })).status).toBe(200);
      expect((await edit({ name: 'Own', email: `own-${i + 2}@example.test` })).status).toBe(200);
    }
    expect(confirmations(target)).toBe(3);
    refusal(await edit({ name: 'Own', email: target }));
    expect(confirmations(target)).toBe(3);
    expect((await contacts(c)).find((x) => x.id === id)!.email).toBe('own-4@example.test');
    // The escort's own daily cap counts every confirmation she asked for, the refused one too (8 so far).
    for (let i = 0; i < 2; i++) expect((await add(c, { name: `N${i}`, email: `n${i}@example.test` })).status).toBe(201);
    const message = refusal(await edit({ name: 'Own', email: 'eleventh@example.test' }));
    expect(message).toMatch(/You have sent 10 confirmation requests today\. Try again in about \d+ hours\./);
    expect(confirmations('eleventh@example.test')).toBe(0);
    const renamed = await edit({ name: 'Renamed', email: 'own-4@example.test' });
    expect(contactResponseSchema.parse(renamed.body).results.name).toBe('Renamed');
  });
});
