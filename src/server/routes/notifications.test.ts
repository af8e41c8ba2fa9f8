import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { conversationResponseSchema } from '../../lib/api/messages.ts';
import {
  CALL_FEEDBACK_ANSWER_IDS,
  callFeedbackResponseSchema,
  notificationsReadResponseSchema,
  notificationsResponseSchema,
  type Notification,
} from '../../lib/api/notifications.ts';
import { dashboardResponseSchema } from '../../lib/api/own-profile.ts';
import type { Broadcast } from '../messaging/broadcast.ts';
import { DEMO_MESSAGES } from '../seed/messages.ts';
import { createAuthTestApp, type AuthTestApp, type Client } from '../testing/auth-app.ts';
import { API, grantCredits, idOf, newPunter, rows, signIn } from '../testing/punter.ts';
import { syncSql } from '../testing/sync-sql.ts';

const events: { channels: string[]; event: string; data: unknown }[] = [];
const recording: Broadcast = (channels, event, data) => {
  events.push({ channels, event, data });
  return Promise.resolve();
};
let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp({ broadcast: recording });
});
afterAll(() => t.close());
beforeEach(() => {
  events.length = 0;
});

const notifications = async (c: Client, query = '') => {
  const res = await c.call('GET', `${API}/notifications/${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return notificationsResponseSchema.parse(res.body);
};
const announced = (userId: number) =>
  events
    .filter((e) => e.event === 'notification.created' && e.channels.join() === `private-encrypted-user.${userId}`)
    .map((e) => (e.data as { notification: Notification; unread: number }).notification);
const contact = (c: Client, profileId: number) => c.call('POST', `${API}/users/${profileId}/contact-click`, {});
const feedback = (c: Client, body: Record<string, unknown>) => c.call('POST', `${API}/users/escort-call-feedback`, body);

/** A fresh escort account with a published profile, signed in (a copy of a generated listing's owner). */
async function freshEscort(): Promise<{ id: number; client: Client }> {
  const row = rows(
    t,
    `SELECT p.user_id AS id FROM profiles p WHERE p.profile_type = 'escort' AND p.published = 1
       AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = p.user_id) ORDER BY p.user_id DESC LIMIT 1`,
  )[0] as { id: number };
  const username = `escort-${row.id}`;
  syncSql(t.database).run(
    `UPDATE users SET username = ?, email = ?, email_verified_at = (SELECT email_verified_at FROM users WHERE username = 'escort'),
         password_hash = (SELECT password_hash FROM users WHERE username = 'escort') WHERE id = ?`,
    username,
    `${username}@example.test`,
    row.id,
  );
  return { id: row.id, client: await signIn(t, username) };
}

describe('GET /notifications/', () => {
  test('401 without a session', async () => {
    expect((await t.client().call('GET', `${API}/notifications/`)).status).toBe(401);
    expect((await t.client().call('POST', `${API}/notifications/read`, {})).status).toBe(401);
  });

  test('a new message notifies the other member (one unread per conversation), live and in the list', async () => {
    const escort = await freshEscort();
    const p = newPunter(t);
    const punter = await signIn(t, p.username);
    const id = conversationResponseSchema.parse((await punter.call('POST', `${API}/users/conversations`, { profileId: escort.id })).body)
      .results.id;
    await punter.call('POST', `${API}/users/conversations/${id}/messages`, { body: 'Hello there', clientId: 'notify-msg-0001' });
    await punter.call('POST', `${API}/users/conversations/${id}/messages`, { body: 'Still there?', clientId: 'notify-msg-0002' });
    const live = announced(escort.id);
    expect(live.map((n) => n.kind)).toEqual(['message', 'message']);
    expect(live[1]!.payload).toMatchObject({ conversationId: id, seq: 2, senderId: p.id, preview: 'Still there?' });
    const list = await notifications(escort.client);
    expect(list.unread).toBe(1);
    expect(list.results.filter((n) => n.kind === 'message')).toHaveLength(1);
    // Reading the conversation to its end reads its notification.
    await escort.client.call('POST', `${API}/users/conversations/${id}/read`, { seq: 2 });
    expect((await notifications(escort.client)).unread).toBe(0);
    // The sender gets nothing.
    expect(announced(p.id)).toEqual([]);
  });

  test('a review, a tip, a gallery purchase and an approved publication notify the escort; newest first; read', async () => {
    const escort = await freshEscort();
    const p = newPunter(t);
    const punter = await signIn(t, p.username);
    expect((await contact(punter, escort.id)).status).toBe(204);
    const review = await punter.call('POST', `${API}/users/reviews`, {
      profileId: escort.id,
      rating: 5,
      body: 'Friendly, on time and exactly as described in the profile.',
    });
    expect(review.status, JSON.stringify(review.body)).toBe(201);

    await grantCredits(t, p.id, 200);
    const tip = await punter.call('POST', `${API}/tips/tips/users/${escort.id}`, { amount: 10 }, { 'idempotency-key': 'notify-tip-0001' });
    expect(tip.status, JSON.stringify(tip.body)).toBe(200);
    // The same key again is the same tip: no second notification.
    await punter.call('POST', `${API}/tips/tips/users/${escort.id}`, { amount: 10 }, { 'idempotency-key': 'notify-tip-0001' });

    const gallery = syncSql(t.database).get(
      `INSERT INTO galleries (owner_id, title, price_credits) VALUES (?, 'Notify', 20) RETURNING id`,
      escort.id,
    ) as { id: number };
    syncSql(t.database).run(
      `INSERT INTO gallery_items (gallery_id, kind, media_key, width, height, position) VALUES (?, 'photo', ?, 100, 100, 0)`,
      gallery.id,
      `private/galleries/notify-${gallery.id}`,
    );
    const bought = await punter.call('POST', `${API}/purchase/galleries/${gallery.id}`, {});
    expect(bought.status, JSON.stringify(bought.body)).toBe(201);

    syncSql(t.database).run('UPDATE profiles SET published = 0, quarantined = 1 WHERE user_id = ?', escort.id);
    const admin = await signIn(t, 'admin');
    expect((await admin.call('POST', `${API}/admin/profiles/${escort.id}/approve`, {})).status).toBe(200);

    expect(announced(escort.id).map((n) => [n.kind, n.payload.product ?? null])).toEqual([
      ['review', null],
      ['purchase', 'tip'],
      ['purchase', 'gallery'],
      ['publish_approved', null],
    ]);
    const list = await notifications(escort.client);
    expect(list.results.map((n) => n.kind)).toEqual(['publish_approved', 'purchase', 'purchase', 'review']);
    expect(list.unread).toBe(4);
    expect(list.results[3]!.payload).toMatchObject({ rating: 5, profileId: escort.id });
    const one = await escort.client.call('POST', `${API}/notifications/read`, { ids: [list.results[0]!.id] });
    expect(notificationsReadResponseSchema.parse(one.body).results.unread).toBe(3);
    const all = await escort.client.call('POST', `${API}/notifications/read`, {});
    expect(notificationsReadResponseSchema.parse(all.body).results.unread).toBe(0);
    expect((await notifications(escort.client)).results.every((n) => n.readAt !== null)).toBe(true);
    // Someone else's ids change nothing of theirs.
    expect((await notifications(punter)).results).toEqual([]);
  });
});

describe('POST /users/escort-call-feedback', () => {
  test('stored once per punter, escort and day after a contact, and counted on the escort’s dashboard', async () => {
    const escort = await freshEscort();
    const p = newPunter(t);
    const punter = await signIn(t, p.username);
    expect((await feedback(punter, { user_id: escort.id, answer_id: 1 })).status).toBe(422);
    await contact(punter, escort.id);
    const first = await feedback(punter, { user_id: escort.id, answer_id: 1 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(callFeedbackResponseSchema.parse(first.body).results).toMatchObject({ escortId: escort.id, answerId: 1, stored: true });
    const again = await feedback(punter, { user_id: escort.id, answer_id: 3 });
    expect(callFeedbackResponseSchema.parse(again.body).results).toMatchObject({ answerId: 1, stored: false });
    t.clock.advance(86_400);
    expect(callFeedbackResponseSchema.parse((await feedback(punter, { user_id: escort.id, answer_id: 3 })).body).results.stored).toBe(true);
    const other = await signIn(t, newPunter(t).username);
    await contact(other, escort.id);
    await feedback(other, { user_id: escort.id, answer_id: 3 });

    const dashboard = dashboardResponseSchema.parse((await escort.client.call('GET', `${API}/users/profile/dashboard-data`)).body).results;
    expect(dashboard.callFeedback).toEqual(
      CALL_FEEDBACK_ANSWER_IDS.map((answerId) => ({ answerId, count: answerId === 1 ? 1 : answerId === 3 ? 2 : 0 })),
    );
  });

  test.each([
    ['an answer not in the list', { answer_id: 9 }, 422],
    ['a missing answer', { answer_id: undefined }, 422],
    ['someone who is no escort', { user_id: 'punter-basic' }, 404],
  ] as const)('%s', async (_, change, status) => {
    const punter = await signIn(t, newPunter(t).username);
    const userId = 'user_id' in change ? idOf(t, change.user_id) : idOf(t, 'escort');
    const body: Record<string, unknown> = {
      user_id: userId,
      answer_id: 2,
      ...('answer_id' in change ? { answer_id: change.answer_id } : {}),
    };
    expect((await feedback(punter, body)).status).toBe(status);
  });

  test('only punters answer (403), signed in (401)', async () => {
    expect((await feedback(t.client(), { user_id: idOf(t, 'escort'), answer_id: 1 })).status).toBe(401);
    const venue = await signIn(t, 'venue');
    expect((await feedback(venue, { user_id: idOf(t, 'escort'), answer_id: 1 })).status).toBe(403);
  });
});

describe('demo data', () => {
  test('the demo punter has an unread notification of the escort’s last answer, naming the escort', async () => {
    const punter = await signIn(t, 'punter');
    const list = await notifications(punter);
    expect(list.unread).toBeGreaterThanOrEqual(1);
    const message = list.results.find((n) => n.kind === 'message' && n.readAt === null);
    const escort = rows(
      t,
      `SELECT p.display_name AS name FROM profiles p JOIN users u ON u.id = p.user_id WHERE u.username = 'escort'`,
    )[0] as {
      name: string;
    };
    expect(message?.payload).toMatchObject({ senderId: idOf(t, 'escort'), senderName: escort.name, preview: DEMO_MESSAGES.at(-1)!.body });
  });
});
