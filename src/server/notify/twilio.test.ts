/**
 * The Twilio gateway against a stand-in of Twilio's Messages API on a loopback port: the stand-in
 * checks each request as Twilio documents it (the account's path, basic auth, the form fields) and
 * answers as Twilio does; it posts delivery receipts to the app signed with the SDK's own signature
 * function, at the callback URL the message asked for.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import twilio from 'twilio';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { accountsOf } from '../auth/accounts.ts';
import { accountSettingsFromEnv } from '../auth/settings.ts';
import type { GatewayMessageRow } from '../db/queries/gateway-messages.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { JobRunner } from '../jobs/runner.ts';
import { createAuthTestApp, type AuthTestApp } from '../testing/auth-app.ts';
import { createParams, TWILIO_SEND, twilioProvider, twilioSendJob, type TwilioProvider } from './twilio.ts';
import { TWILIO_STATUS_PATH, twilioSettingsFromEnv, type TwilioSettings } from './twilio-settings.ts';

const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const AUTH_TOKEN = 'b7e3c1d9f0a24c6e8d1b3f5a7c9e0d2f';
const FROM = '+4915510000001';
const SITE = 'https://lustmap.example';

/** A request the stand-in received. */
interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

/** A scripted answer: a status with Twilio's JSON error body, or no answer at all. */
type Reply = { status: number; code?: number; message?: string } | 'hang';

/** Twilio's Messages API as documented, on a loopback port. */
interface StandIn {
  url: string;
  received: Received[];
  /** Answers for the next requests, in order; then 201 with a new message. */
  replies: Reply[];
  close(): Promise<void>;
}

async function startStandIn(): Promise<StandIn> {
  const received: Received[] = [];
  const replies: Reply[] = [];
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const form = Object.fromEntries(new URLSearchParams(raw));
    const r: Received = {
      method: req.method ?? '',
      path: req.url ?? '',
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      form,
    };
    received.push(r);
    if (r.method !== 'POST' || r.path !== `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`)
      return json(res, 404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    if (r.authorization !== `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`)
      return json(res, 401, { code: 20003, message: 'Authenticate', status: 401 });
    if (!/^application\/x-www-form-urlencoded/.test(r.contentType ?? ''))
      return json(res, 400, { code: 20001, message: 'Not a form', status: 400 });
    const reply = replies.shift();
    if (reply === 'hang') return; // never answers
    if (reply)
      return json(res, reply.status, {
        code: reply.code,
        message: reply.message ?? 'Service unavailable',
        more_info: `https://www.twilio.com/docs/errors/${reply.code}`,
        status: reply.status,
      });
    if (!form.To || !form.Body || !(form.From || form.MessagingServiceSid))
      return json(res, 400, { code: 21604, message: "A 'To' phone number is required.", status: 400 });
    json(res, 201, {
      sid: `SM${randomBytes(16).toString('hex')}`,
      account_sid: ACCOUNT_SID,
      to: form.To,
      from: form.From ?? null,
      messaging_service_sid: form.MessagingServiceSid ?? null,
      body: form.Body,
      status: form.MessagingServiceSid ? 'accepted' : 'queued',
      num_segments: '1',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      date_created: new Date().toUTCString(),
      error_code: null,
      error_message: null,
      uri: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`,
    });
  };
  const server: Server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    replies,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

let standIn: StandIn;
let t: AuthTestApp;
let settings: TwilioSettings;

beforeAll(async () => {
  standIn = await startStandIn();
  settings = {
    accountSid: ACCOUNT_SID,
    authToken: AUTH_TOKEN,
    from: FROM,
    apiUrl: standIn.url,
    statusCallback: `${SITE}${TWILIO_STATUS_PATH}`,
    timeoutMs: 5000,
  };
  t = await createAuthTestApp({ settings: { siteUrl: SITE, messages: { kind: 'outbox', twilio: settings } } });
});

afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

beforeEach(() => {
  standIn.replies.length = 0;
});

let numbers = 0;
/** A recipient of its own per test. */
const nextNumber = () => `+49151200000${String(++numbers).padStart(2, '0')}`;

/** Send an SMS code through the app's notifier and wait for its send job. */
async function sendCode(to: string, code = '481516'): Promise<void> {
  const notifier = accountsOf(t.app).notifier;
  await notifier.sms.send('verifyPhone', { to, locale: 'en', code, userId: null });
  await (notifier.provider as TwilioProvider).idle();
}

const rowTo = (to: string): Promise<GatewayMessageRow> =>
  t.deps.db.selectFrom('gateway_messages').selectAll().where('recipient', '=', to).executeTakeFirstOrThrow();

const jobOf = (id: number) =>
  t.deps.db
    .selectFrom('jobs')
    .selectAll()
    .where('kind', '=', TWILIO_SEND)
    .where('dedupe_key', '=', `twilio-send:${id}`)
    .executeTakeFirstOrThrow();

const requestsTo = (to: string) => standIn.received.filter((r) => r.form.To === to);

/** The server's job runner for the send job (src/server/main.ts registers it so). */
function serverRunner(): JobRunner {
  const deps = { db: t.deps.db, clock: t.clock, log: t.log };
  return new JobRunner({ queue: createJobQueue(t.deps.db, t.clock), clock: t.clock, log: t.log }).register(
    TWILIO_SEND,
    twilioSendJob(settings, deps),
  );
}

/** Post a receipt for `row` as Twilio does: the form, signed with `token` over `signedUrl` (default: the URL the message asked for). */
async function receipt(
  row: GatewayMessageRow,
  status: string,
  o: { errorCode?: string; token?: string; signedUrl?: string; tamper?: Record<string, string>; sid?: string } = {},
) {
  const callback = requestsTo(row.recipient).at(-1)!.form.StatusCallback!;
  const params: Record<string, string> = {
    AccountSid: ACCOUNT_SID,
    ApiVersion: '2010-04-01',
    From: FROM,
    To: row.recipient,
    MessageSid: o.sid ?? row.provider_sid!,
    SmsSid: o.sid ?? row.provider_sid!,
    SmsStatus: status,
    MessageStatus: status,
    ...(o.errorCode ? { ErrorCode: o.errorCode } : {}),
  };
  const signature = twilio.getExpectedTwilioSignature(o.token ?? AUTH_TOKEN, o.signedUrl ?? callback, params);
  const url = new URL(callback);
  const res = await t.app.request(`${url.pathname}${url.search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    body: new URLSearchParams({ ...params, ...o.tamper }).toString(),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('sending', () => {
  test('it sends an SMS through the Messages API with the documented request and stores the MessageSid', async () => {
    const to = nextNumber();
    await sendCode(to, '271828');
    const [req, ...more] = requestsTo(to);
    expect(more).toEqual([]);
    const row = await rowTo(to);
    expect(req).toMatchObject({
      method: 'POST',
      path: `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`,
      authorization: `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`,
      contentType: expect.stringMatching(/^application\/x-www-form-urlencoded/) as string,
    });
    expect(req!.form).toMatchObject({ To: to, From: FROM, StatusCallback: `${SITE}${TWILIO_STATUS_PATH}?m=${row.id}` });
    expect(req!.form.Body).toContain('271828');
    expect(row).toMatchObject({
      provider: 'twilio',
      channel: 'sms',
      purpose: 'verifyPhone',
      status: 'queued',
      body: null,
      error_code: null,
    });
    expect(row.provider_sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(row.sent_at).toBe(t.clock.now().toISOString());
    expect((await jobOf(row.id)).done_at).not.toBeNull();
    // E-mail keeps its provider (the outbox here), and the SMS is not in it.
    expect(t.outbox(to)).toEqual([]);
  });

  test('e-mail still goes to the provider MESSAGES names', async () => {
    const notifier = accountsOf(t.app).notifier;
    await notifier.email.send('verifyEmail', { to: 'twilio-test@example.test', locale: 'en', link: `${SITE}/v/1`, userId: null });
    expect(t.outbox('twilio-test@example.test')).toHaveLength(1);
    expect(standIn.received.some((r) => r.form.To === 'twilio-test@example.test')).toBe(false);
  });

  test('a message sent again under its dedupe key goes out once', async () => {
    const to = nextNumber();
    const notifier = accountsOf(t.app).notifier;
    const message = { channel: 'sms', to, subject: null, text: 'Alert', purpose: 'alarme', link: null, code: null, userId: null } as const;
    await notifier.provider.send({ ...message, dedupeKey: `alarme-delivery:${to}` });
    await notifier.provider.send({ ...message, dedupeKey: `alarme-delivery:${to}` });
    await (notifier.provider as TwilioProvider).idle();
    expect(requestsTo(to)).toHaveLength(1);
  });

  test('a 5xx is retried with backoff by the job runner and the message goes out once', async () => {
    const to = nextNumber();
    standIn.replies.push({ status: 503, code: 20503, message: 'Service Unavailable' });
    await sendCode(to);
    const pending = await rowTo(to);
    expect(pending).toMatchObject({ status: 'pending', provider_sid: null });
    expect(pending.body).toContain('481516');
    const job = await jobOf(pending.id);
    expect(job).toMatchObject({ attempts: 1, done_at: null, last_error: 'Twilio answered HTTP 503 with error 20503' });
    expect(Date.parse(job.run_at) - t.clock.now().getTime()).toBe(30_000);

    const runner = serverRunner();
    expect(await runner.runDue()).toBe(0); // not due yet
    t.clock.advance(31);
    expect(await runner.runDue()).toBe(1);
    expect(requestsTo(to)).toHaveLength(2);
    const sent = await rowTo(to);
    expect(sent).toMatchObject({ status: 'queued', body: null });
    expect(sent.provider_sid).toMatch(/^SM/);
    expect(await jobOf(sent.id)).toMatchObject({ attempts: 2, failed_at: null });
    // A later run finds nothing left to send.
    t.clock.advance(3600);
    expect(await runner.runDue()).toBe(0);
    expect(requestsTo(to)).toHaveLength(2);
  });

  test('a 429 and an unreachable gateway are retried too; running out of attempts records the failure', async () => {
    const to = nextNumber();
    standIn.replies.push({ status: 429, code: 20429, message: 'Too Many Requests' });
    for (let i = 0; i < 4; i++) standIn.replies.push({ status: 500, code: 20500, message: 'Internal Server Error' });
    await sendCode(to);
    const runner = serverRunner();
    for (let i = 0; i < 4; i++) {
      t.clock.advance(3600);
      expect(await runner.runDue()).toBe(1);
    }
    expect(requestsTo(to)).toHaveLength(5);
    const row = await rowTo(to);
    expect(row).toMatchObject({ status: 'failed', error_code: 20500, body: null });
    expect(await jobOf(row.id)).toMatchObject({ attempts: 5, failed_at: expect.any(String) as string });
    t.clock.advance(3600);
    expect(await runner.runDue()).toBe(0);
  });

  test.each([
    [21211, "The 'To' number is not a valid phone number."],
    [21610, 'Attempt to send to unsubscribed recipient'],
  ])('a permanent refusal (%i) is recorded on the message and not retried', async (code, message) => {
    const to = nextNumber();
    standIn.replies.push({ status: 400, code, message });
    await sendCode(to);
    const row = await rowTo(to);
    expect(row).toMatchObject({ status: 'failed', error_code: code, body: null, provider_sid: null });
    expect(row.error).toContain(`error ${code}`);
    expect(await jobOf(row.id)).toMatchObject({ attempts: 1, done_at: expect.any(String) as string, failed_at: null });
    t.clock.advance(3600);
    expect(await serverRunner().runDue()).toBe(0);
    expect(requestsTo(to)).toHaveLength(1);
  });

  test('a call that gets no answer times out and is retried', async () => {
    const to = nextNumber();
    const quick = twilioProvider({ ...settings, timeoutMs: 300 }, { db: t.deps.db, clock: t.clock, log: t.log });
    standIn.replies.push('hang');
    await quick.send({ channel: 'sms', to, subject: null, text: 'Code 1', purpose: 'verifyPhone', link: null, code: '1', userId: null });
    await quick.idle();
    const row = await rowTo(to);
    expect(row.status).toBe('pending');
    expect((await jobOf(row.id)).last_error).toMatch(/^Twilio not reached \([A-Z_]+\)$/);
    t.clock.advance(31);
    expect(await serverRunner().runDue()).toBe(1);
    expect((await rowTo(to)).status).toBe('queued');
  });

  test('no log line or stored error carries the auth token, the text or the recipient', async () => {
    const logged = JSON.stringify(t.log.lines);
    const errors = (await t.deps.db.selectFrom('jobs').select('last_error').where('kind', '=', TWILIO_SEND).execute()).map(
      (j) => j.last_error,
    );
    for (const text of [logged, JSON.stringify(errors)]) {
      expect(text).not.toContain(AUTH_TOKEN);
      expect(text).not.toContain('481516');
      expect(text).not.toContain('+49151200000');
    }
  });
});

describe('delivery receipts', () => {
  test('a signed receipt records the status; statuses only move forward', async () => {
    const to = nextNumber();
    await sendCode(to);
    const row = await rowTo(to);
    expect(await receipt(row, 'sent')).toEqual({ status: 200, body: { results: { recorded: true } } });
    expect((await rowTo(to)).status).toBe('sent');
    t.clock.advance(5);
    expect(await receipt(row, 'delivered')).toEqual({ status: 200, body: { results: { recorded: true } } });
    const delivered = await rowTo(to);
    expect(delivered).toMatchObject({ status: 'delivered', error_code: null, status_at: t.clock.now().toISOString() });

    // A replay, and a receipt that arrives late, change nothing.
    t.clock.advance(5);
    expect(await receipt(row, 'delivered')).toEqual({ status: 200, body: { results: { recorded: false } } });
    expect(await receipt(row, 'sent')).toEqual({ status: 200, body: { results: { recorded: false } } });
    expect(await rowTo(to)).toEqual(delivered);
  });

  test('a receipt that arrives before the answer to the send is kept', async () => {
    const to = nextNumber();
    const sid = `SM${randomBytes(16).toString('hex')}`;
    // Twilio's answer is slow: its receipt for the message reaches the app first.
    const messages = {
      create: async (params: { to: string; statusCallback?: string }) => {
        const url = new URL(params.statusCallback!);
        const form = { MessageSid: sid, MessageStatus: 'sent', To: params.to, AccountSid: ACCOUNT_SID };
        const res = await t.app.request(`${url.pathname}${url.search}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-twilio-signature': twilio.getExpectedTwilioSignature(AUTH_TOKEN, params.statusCallback!, form),
          },
          body: new URLSearchParams(form).toString(),
        });
        expect(res.status).toBe(200);
        return { sid, status: 'queued' };
      },
    };
    const slow = twilioProvider(settings, { db: t.deps.db, clock: t.clock, log: t.log }, messages as never);
    await slow.send({ channel: 'sms', to, subject: null, text: 'Code 2', purpose: 'verifyPhone', link: null, code: '2', userId: null });
    await slow.idle();
    expect(await rowTo(to)).toMatchObject({ status: 'sent', provider_sid: sid, body: null, sent_at: t.clock.now().toISOString() });
  });

  test('an undelivered receipt records Twilio’s error code', async () => {
    const to = nextNumber();
    await sendCode(to);
    const row = await rowTo(to);
    expect((await receipt(row, 'undelivered', { errorCode: '30003' })).status).toBe(200);
    expect(await rowTo(to)).toMatchObject({ status: 'undelivered', error_code: 30003 });
  });

  test('a receipt with a forged, misplaced or missing signature is refused with 403 and changes nothing', async () => {
    const to = nextNumber();
    await sendCode(to);
    const row = await rowTo(to);
    const callback = requestsTo(to).at(-1)!.form.StatusCallback!;
    const internal = new URL(callback);
    const forged = [
      { token: 'f'.repeat(32) },
      // Signed for the address behind the proxy, not the public URL the message asked for.
      { signedUrl: `http://localhost${internal.pathname}${internal.search}` },
      // Signed for another message's callback.
      { signedUrl: `${SITE}${TWILIO_STATUS_PATH}?m=${row.id + 1}` },
      // A field changed after signing.
      { tamper: { MessageStatus: 'failed' } },
    ];
    for (const o of forged) expect(await receipt(row, 'delivered', o)).toMatchObject({ status: 403 });
    const unsigned = await t.app.request(`${internal.pathname}${internal.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ MessageSid: row.provider_sid!, MessageStatus: 'delivered' }).toString(),
    });
    expect(unsigned.status).toBe(403);
    expect(await rowTo(to)).toEqual(row);
  });

  test('a signed receipt for another message id or with bad fields changes nothing', async () => {
    const to = nextNumber();
    await sendCode(to);
    const row = await rowTo(to);
    const otherSid = `SM${'9'.repeat(32)}`;
    expect(await receipt(row, 'delivered', { sid: otherSid })).toEqual({ status: 200, body: { results: { recorded: false } } });
    expect(await receipt(row, 'delivered', { sid: 'not-a-sid' })).toMatchObject({ status: 422 });
    expect(await receipt(row, 'receiving')).toEqual({ status: 200, body: { results: { recorded: false } } });
    expect(await rowTo(to)).toEqual(row);
  });

  test('no body, signature or field set yields a server error', async () => {
    const field = fc.oneof(
      fc.string(),
      fc.constantFrom('SM' + 'a'.repeat(32), 'delivered', 'read', '30003', '', '\u0000', 'ü'.repeat(300)),
    );
    const form = fc.dictionary(fc.constantFrom('MessageSid', 'MessageStatus', 'ErrorCode', 'To', 'x', ''), field);
    await fc.assert(
      fc.asyncProperty(
        form,
        fc.string(),
        fc.boolean(),
        fc.constantFrom('', '?m=1', '?m=abc', '?m=99999999999999999999'),
        async (params, sig, signed, query) => {
          const url = `${SITE}${TWILIO_STATUS_PATH}${query}`;
          const signature = signed ? twilio.getExpectedTwilioSignature(AUTH_TOKEN, url, params) : sig;
          const res = await t.app.request(`${TWILIO_STATUS_PATH}${query}`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
            body: new URLSearchParams(params).toString(),
          });
          expect([200, 403, 422]).toContain(res.status);
        },
      ),
      { numRuns: 60 },
    );
    expect(t.log.lines.filter((l) => l.level === 'error' && /unexpected|unhandled/i.test(l.message))).toEqual([]);
  });

  test('a receipt that is not a form is refused', async () => {
    const res = await t.app.request(TWILIO_STATUS_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ MessageSid: 'x' }),
    });
    expect(res.status).toBe(415);
  });
});

describe('settings', () => {
  const complete = { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: ACCOUNT_SID, TWILIO_AUTH_TOKEN: AUTH_TOKEN, TWILIO_FROM: FROM };

  test('without SMS_PROVIDER nothing changes', () => {
    expect(twilioSettingsFromEnv({ TWILIO_ACCOUNT_SID: ACCOUNT_SID }, SITE)).toBeUndefined();
    expect(accountSettingsFromEnv({}).messages.twilio).toBeUndefined();
  });

  test('complete settings name the sender and the public callback URL', () => {
    expect(twilioSettingsFromEnv(complete, SITE)).toEqual({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: FROM,
      messagingServiceSid: undefined,
      whatsappFrom: undefined,
      apiUrl: undefined,
      statusCallback: `${SITE}${TWILIO_STATUS_PATH}`,
      timeoutMs: 10_000,
    });
    const read = accountSettingsFromEnv({ ...complete, PUBLIC_SITE_URL: `${SITE}/` }).messages;
    expect(read).toMatchObject({ kind: 'outbox', twilio: { statusCallback: `${SITE}${TWILIO_STATUS_PATH}` } });
    expect(twilioSettingsFromEnv(complete, undefined)?.statusCallback).toBeUndefined();
  });

  test('incomplete or wrong settings stop the start with a message naming them', () => {
    expect(() => twilioSettingsFromEnv({ SMS_PROVIDER: 'twilio' }, SITE)).toThrow(
      'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID',
    );
    expect(() => twilioSettingsFromEnv({ ...complete, TWILIO_FROM: '' }, SITE)).toThrow('TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID');
    expect(() => twilioSettingsFromEnv({ ...complete, SMS_PROVIDER: 'nexmo' }, SITE)).toThrow('SMS_PROVIDER must be "twilio"');
    expect(() => twilioSettingsFromEnv({ ...complete, TWILIO_ACCOUNT_SID: 'SK123' }, SITE)).toThrow('TWILIO_ACCOUNT_SID');
    expect(() => twilioSettingsFromEnv({ ...complete, TWILIO_FROM: '015112345' }, SITE)).toThrow('E.164');
    expect(() => twilioSettingsFromEnv({ ...complete, TWILIO_MESSAGING_SERVICE_SID: `MG${'a'.repeat(32)}` }, SITE)).toThrow('not both');
    expect(() => twilioSettingsFromEnv({ ...complete, TWILIO_API_URL: 'http://gateway.example' }, SITE)).toThrow('https');
    expect(() => accountSettingsFromEnv({ SMS_PROVIDER: 'twilio', TWILIO_FROM: FROM })).toThrow('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN');
  });

  test('a Messaging Service sends instead of a number, and WhatsApp uses whatsapp: addresses', () => {
    const service = twilioSettingsFromEnv(
      {
        ...complete,
        TWILIO_FROM: undefined,
        TWILIO_MESSAGING_SERVICE_SID: `MG${'a'.repeat(32)}`,
        TWILIO_WHATSAPP_FROM: 'whatsapp:+4915510000002',
      },
      undefined,
    )!;
    const row = { id: 7, channel: 'sms', recipient: '+4915100000000', body: 'Hi' } as GatewayMessageRow;
    expect(createParams(service, row)).toEqual({ to: '+4915100000000', messagingServiceSid: `MG${'a'.repeat(32)}`, body: 'Hi' });
    expect(createParams(service, { ...row, channel: 'whatsapp' })).toEqual({
      to: 'whatsapp:+4915100000000',
      from: 'whatsapp:+4915510000002',
      body: 'Hi',
    });
  });
});
