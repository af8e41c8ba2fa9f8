/**
 * The kill-and-restart test of issue 14: a server dies between an alert's due time and its
 * sending (before the outbox write, or after it and before noting it sent); a fresh server on the
 * same database file finishes, and every confirmed contact has exactly one alert per channel.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { meetingResponseSchema } from '../../lib/api/alarme.ts';
import { createApp } from '../app.ts';
import { memoryLogger } from '../context.ts';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import { DEMO_ALARME_CONTACTS } from '../seed/alarme.ts';
import { setup } from '../setup.ts';
import { movableClock } from '../testing/clock.ts';
import { TEST_START } from '../testing/auth-app.ts';
import type { SendHooks } from './deps.ts';
import { raiseAlert } from './escalation.ts';
import { meetingBody, timerDeps } from './testing.ts';
import { runAlarmeTimers } from './timers.ts';

const dir = mkdtempSync(join(tmpdir(), 'lustmap-alarme-'));
const path = join(dir, 'app.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const clock = movableClock(TEST_START);

/** A server instance on the database file (a new one after each "kill"). */
async function instance() {
  const log = memoryLogger();
  const { database, deps } = await setup({ path, clock, log, seedProfiles: 20 });
  const app = createApp({ ...deps, accounts: { settings: { trustProxy: true, outboxKey: 'k', secret: 'restart-test-secret' } } });
  return { database, deps, log, app, clock };
}

class Crash extends Error {}

test('a crash between due time and sending never loses or doubles an alert', { timeout: 60_000 }, async () => {
  const first = await instance();
  const call = async (method: string, url: string, body?: unknown, cookie = '') => {
    const res = await first.app.request(`/api/v2${url}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.0.1', cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { res, body: (await res.json()) as unknown };
  };
  const login = await call('POST', '/users/login', { email: 'escort@demo.lustmap.test', password: DEMO_PASSWORD });
  expect(login.res.status).toBe(200);
  const cookie = login.res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const missed = meetingResponseSchema.parse(
    (await call('POST', '/users/emergency-meetings', meetingBody(clock.now(), 0, 30), cookie)).body,
  ).results;
  const panicked = meetingResponseSchema.parse(
    (await call('POST', '/users/emergency-meetings', meetingBody(clock.now(), 0, 90), cookie)).body,
  ).results;
  const alerts = () =>
    first.database.sqlite
      .prepare(
        `SELECT recipient, channel, count(*) AS n FROM outbox WHERE purpose = 'alarmeAlert' GROUP BY recipient, channel ORDER BY recipient`,
      )
      .all();

  // Kill 1: the check-in and grace passed; the run commits the alert, writes the first message
  // to the outbox and dies before noting it sent.
  clock.advance(36 * 60);
  const afterFirstSend: SendHooks = {
    afterSend: () => {
      throw new Crash('killed after the outbox write');
    },
  };
  await expect(runAlarmeTimers(timerDeps(first, afterFirstSend))).rejects.toBeInstanceOf(Crash);
  expect(alerts()).toHaveLength(1);

  // Kill 2: the panic is committed, and the process dies before anything is sent.
  const beforeSend: SendHooks = {
    beforeSend: () => {
      throw new Crash('killed before the outbox write');
    },
  };
  // (The panic action's own transaction: the meeting moves to alerted with its alert booked.)
  expect(await raiseAlert(timerDeps(first, beforeSend), panicked.id, 'panic', ['active'])).toBe(true);
  await expect(runAlarmeTimers(timerDeps(first, beforeSend))).rejects.toBeInstanceOf(Crash);
  expect(alerts()).toHaveLength(1);

  // The restart: a fresh instance on the same file (the first is never closed: it was killed).
  const second = await instance();
  clock.advance(10);
  const run = await runAlarmeTimers(timerDeps(second));
  expect(run.alerted).toBe(0);
  await runAlarmeTimers(timerDeps(second));
  const { phone, email } = DEMO_ALARME_CONTACTS.confirmed;
  const perMeeting = second.database.sqlite
    .prepare(
      `SELECT r.meeting_id AS meeting, d.channel, d.sent_at IS NOT NULL AS sent, count(o.id) AS messages
       FROM alarme_deliveries d JOIN alarme_recipients r ON r.id = d.recipient_id
       LEFT JOIN outbox o ON o.dedupe_key = 'alarme-delivery:' || d.id
       GROUP BY d.id ORDER BY r.meeting_id, d.channel`,
    )
    .all();
  expect(perMeeting).toEqual([
    { meeting: missed.id, channel: 'email', sent: 1, messages: 1 },
    { meeting: missed.id, channel: 'sms', sent: 1, messages: 1 },
    { meeting: panicked.id, channel: 'email', sent: 1, messages: 1 },
    { meeting: panicked.id, channel: 'sms', sent: 1, messages: 1 },
  ]);
  expect(
    second.database.sqlite
      .prepare(`SELECT recipient, count(*) AS n FROM outbox WHERE purpose = 'alarmeAlert' GROUP BY recipient ORDER BY recipient`)
      .all(),
  ).toEqual([
    { recipient: phone, n: 2 },
    { recipient: email, n: 2 },
  ]);
  await second.database.close();
  await first.database.close();
});
