import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { accountSettingsFromEnv } from '../auth/settings.ts';
import { memoryLogger } from '../context.ts';
import { missingProviders } from '../demo-mode.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { deleteMailDeliveriesBefore, listMailFailures } from '../db/queries/mail.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { JobRunner } from '../jobs/runner.ts';
import { movableClock, type MovableClock } from '../testing/clock.ts';
import { escapeHtml, textToHtml } from './html.ts';
import type { OutgoingMessage } from './message.ts';
import { createNotifier, providerFor } from './notifier.ts';
import { MAIL_MAX_ATTEMPTS, MAIL_SEND_JOB, registerMailJob, smtpFailure, smtpProvider, type MailDeps, type SmtpProvider } from './smtp.ts';
import { closedPort, parseMail, startSmtpServer, type TestSmtpServer } from './smtp.harness.ts';
import { describeSmtp, smtpSettingsFromEnv, type SmtpSettings } from './smtp-settings.ts';
import { composeMessage } from './templates.ts';

const FROM = 'Lustmap <noreply@lustmap.test>';
const dir = mkdtempSync(join(tmpdir(), 'lustmap-smtp-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Settings for a server on this machine's `port`, read the way the server reads them. */
function settingsFor(port: number, env: NodeJS.ProcessEnv = {}): SmtpSettings {
  return smtpSettingsFromEnv({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: FROM, ...env })!;
}

/** A PEM private key for DKIM. */
const dkimKey = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

function message(over: Partial<OutgoingMessage> = {}): OutgoingMessage {
  return {
    channel: 'email',
    to: 'anna@example.test',
    subject: 'Hallo',
    text: 'Hallo',
    purpose: 'test',
    link: null,
    code: null,
    userId: null,
    ...over,
  };
}

describe('SMTP settings', () => {
  test('without SMTP_URL nothing changes; with it MAIL_FROM is required', () => {
    expect(smtpSettingsFromEnv({})).toBeUndefined();
    expect(smtpSettingsFromEnv({ MAIL_FROM: FROM })).toBeUndefined();
    expect(() => smtpSettingsFromEnv({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(/MAIL_FROM is required with SMTP_URL/);
    expect(() => smtpSettingsFromEnv({ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'nobody' })).toThrow(
      /MAIL_FROM must be one e-mail address/,
    );
    expect(() => smtpSettingsFromEnv({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: FROM })).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(() => smtpSettingsFromEnv({ SMTP_URL: 'mail.example.com:587', MAIL_FROM: FROM })).toThrow(/SMTP_URL/);
    expect(() => smtpSettingsFromEnv({ SMTP_URL: 'smtp://mail.example.com:587/x?pool=1', MAIL_FROM: FROM })).toThrow(/no path or options/);
  });

  test('the account settings carry SMTP beside MESSAGES, which keeps SMS and WhatsApp', () => {
    expect(accountSettingsFromEnv({ SMTP_URL: 'smtp://localhost:1025', MAIL_FROM: FROM }).messages).toMatchObject({
      kind: 'outbox',
      smtp: { host: 'localhost', port: 1025, from: FROM },
    });
    expect(
      accountSettingsFromEnv({ MESSAGES: 'webhook:https://relay.example.com/m', SMTP_URL: 'smtps://localhost', MAIL_FROM: FROM }).messages,
    ).toMatchObject({ kind: 'webhook', smtp: { port: 465, secure: true } });
    expect(accountSettingsFromEnv({}).messages.smtp).toBeUndefined();
    expect(() => accountSettingsFromEnv({ SMTP_URL: 'smtp://localhost:1025' })).toThrow(/MAIL_FROM is required with SMTP_URL/);
  });

  test('a production start reports only the delivery that is missing: SMS without a gateway, e-mail without SMTP', () => {
    const messages = (email: boolean) =>
      missingProviders({ messages: 'outbox', payments: true, email }).filter((l) => l.startsWith('messages'));
    expect(messages(true)).toEqual([expect.stringMatching(/^messages: no SMS delivery is configured .*e-mails go out over SMTP/)]);
    expect(messages(false)).toEqual([expect.stringMatching(/^messages: no delivery is configured .*SMTP_URL for e-mail/)]);
    const withGateway = (email: boolean) =>
      missingProviders({ messages: 'outbox', payments: true, email, sms: true }).filter((l) => l.startsWith('messages'));
    expect(withGateway(false)).toEqual([expect.stringMatching(/^messages: no e-mail delivery is configured .*SMS go through the gateway/)]);
    expect(withGateway(true)).toEqual([]);
  });

  test('smtp:// and smtps:// with their default ports; STARTTLS required for a password sent off this machine', () => {
    const plain = smtpSettingsFromEnv({ SMTP_URL: 'smtp://u%40x.test:p%3Ass@mail.example.com', MAIL_FROM: FROM })!;
    expect(plain).toMatchObject({
      host: 'mail.example.com',
      port: 587,
      secure: false,
      requireTLS: true,
      auth: { user: 'u@x.test', pass: 'p:ss' },
      from: FROM,
      fromAddress: 'noreply@lustmap.test',
    });
    expect(smtpSettingsFromEnv({ SMTP_URL: 'smtps://u:p@mail.example.com', MAIL_FROM: FROM })).toMatchObject({
      port: 465,
      secure: true,
      requireTLS: false,
    });
    expect(smtpSettingsFromEnv({ SMTP_URL: 'smtp://u:p@localhost:1025', MAIL_FROM: FROM })).toMatchObject({
      port: 1025,
      requireTLS: false,
    });
    expect(smtpSettingsFromEnv({ SMTP_URL: 'smtp://[::1]:2525', MAIL_FROM: FROM })).toMatchObject({ host: '::1', auth: undefined });
  });

  test('no error and no description repeats the password or the key', () => {
    const env = { SMTP_URL: 'smtp://user:hunter2-secret@mail.example.com', MAIL_FROM: FROM };
    expect(JSON.stringify(describeSmtp(smtpSettingsFromEnv(env)!))).not.toContain('hunter2');
    for (const bad of [
      { ...env, MAIL_FROM: '' },
      { ...env, SMTP_URL: `${env.SMTP_URL}/path` },
      { ...env, DKIM_DOMAIN: 'lustmap.test' },
    ]) {
      expect(() => smtpSettingsFromEnv(bad)).toThrow();
      try {
        smtpSettingsFromEnv(bad);
      } catch (err) {
        expect(String(err)).not.toContain('hunter2');
      }
    }
    const notAKey = 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC-this-is-no-key';
    expect(() => smtpSettingsFromEnv({ ...env, DKIM_DOMAIN: 'lustmap.test', DKIM_SELECTOR: 'mail', DKIM_PRIVATE_KEY: notAKey })).toThrow(
      /DKIM_PRIVATE_KEY holds no private key/,
    );
    try {
      smtpSettingsFromEnv({ ...env, DKIM_DOMAIN: 'lustmap.test', DKIM_SELECTOR: 'mail', DKIM_PRIVATE_KEY: notAKey });
    } catch (err) {
      expect(String(err)).not.toContain(notAKey);
    }
  });

  test('DKIM needs domain, selector and a key, given inline (with \\n for line breaks) or as a file', () => {
    const pem = dkimKey();
    const base = { SMTP_URL: 'smtp://localhost:25', MAIL_FROM: FROM, DKIM_DOMAIN: 'Lustmap.test', DKIM_SELECTOR: 'mail' };
    expect(smtpSettingsFromEnv({ ...base, DKIM_PRIVATE_KEY: pem.replace(/\n/g, '\\n') })?.dkim).toEqual({
      domainName: 'lustmap.test',
      keySelector: 'mail',
      privateKey: pem.trim(),
    });
    const file = join(dir, 'dkim.pem');
    writeFileSync(file, pem);
    expect(smtpSettingsFromEnv({ ...base, DKIM_PRIVATE_KEY_FILE: file })?.dkim?.privateKey).toBe(pem.trim());
    expect(() => smtpSettingsFromEnv({ ...base, DKIM_PRIVATE_KEY_FILE: join(dir, 'missing.pem') })).toThrow(/cannot be read: ENOENT/);
    expect(() => smtpSettingsFromEnv({ ...base, DKIM_PRIVATE_KEY: pem, DKIM_PRIVATE_KEY_FILE: file })).toThrow(/not both/);
    expect(() => smtpSettingsFromEnv({ ...base, DKIM_SELECTOR: '' })).toThrow(/missing: DKIM_SELECTOR, DKIM_PRIVATE_KEY/);
    expect(() => smtpSettingsFromEnv({ ...base, DKIM_DOMAIN: 'not a domain', DKIM_PRIVATE_KEY: pem })).toThrow(
      /DKIM_DOMAIN must be a domain/,
    );
  });
});

describe('the HTML part', () => {
  test('escapes the text, keeps paragraphs and line breaks, and links http(s) addresses', () => {
    const html = textToHtml('Hallo <b>Anna</b> & "Co"\nZeile zwei\n\nLink: https://lustmap.test/de/v/abc?x=1&y=2.\nEnde', {
      title: 'Grüße <3',
    });
    expect(html).toContain('<title>Grüße &lt;3</title>');
    expect(html).toContain('<p>Hallo &lt;b&gt;Anna&lt;/b&gt; &amp; &quot;Co&quot;<br>\nZeile zwei</p>');
    expect(html).toContain(
      '<p>Link: <a href="https://lustmap.test/de/v/abc?x=1&amp;y=2">https://lustmap.test/de/v/abc?x=1&amp;y=2</a>.<br>\nEnde</p>',
    );
    expect(html).not.toContain('<b>');
    expect(escapeHtml(`<script>'x'</script>`)).toBe('&lt;script&gt;&#39;x&#39;&lt;/script&gt;');
  });

  test('an address cannot break out of its attribute, and other schemes stay text', () => {
    const html = textToHtml('https://x.test/"onmouseover="alert(1) javascript:alert(1) https://');
    expect(html).toContain('<a href="https://x.test/">https://x.test/</a>&quot;onmouseover=&quot;alert(1) javascript:alert(1) https://');
  });
});

describe('e-mail over SMTP', () => {
  let d: Database;
  let clock: MovableClock;
  let log: ReturnType<typeof memoryLogger>;
  let servers: TestSmtpServer[];
  beforeEach(async () => {
    d = await openDatabase(':memory:');
    clock = movableClock('2025-06-15T10:00:00.000Z');
    log = memoryLogger();
    servers = [];
  });
  afterEach(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await d.close();
  });

  const server = async (o: Parameters<typeof startSmtpServer>[0] = {}) => {
    const s = await startSmtpServer(o);
    servers.push(s);
    return s;
  };
  const sql = (query: string, ...params: (string | number)[]) => d.sqlite.prepare(query).all(...params) as Record<string, unknown>[];
  const deliveries = () => sql('SELECT id, recipient, purpose, status, attempts, reply, dedupe_key FROM mail_deliveries ORDER BY id');
  const mailJobs = () =>
    sql('SELECT id, attempts, run_at, done_at, failed_at, last_error FROM jobs WHERE kind = ? ORDER BY id', MAIL_SEND_JOB);

  /** The provider with its job left for `runner` (driven by the test clock), as the server's poll runs it. */
  function polled(settings: SmtpSettings, extra: Partial<MailDeps> = {}) {
    const deps: MailDeps = { db: d.db, clock, log, settings, ...extra };
    const provider = smtpProvider(providerFor({ kind: 'outbox' }, d.db, log, clock), { ...deps, runSoon: false });
    const runner = registerMailJob(new JobRunner({ queue: createJobQueue(d.db, clock), clock, log }), deps);
    return { provider, runner };
  }

  test('a German e-mail of the templates arrives with From, To, Subject, a text and an HTML part; SMS stay with the outbox', async () => {
    const s = await server();
    const provider = providerFor({ kind: 'outbox', smtp: settingsFor(s.port) }, d.db, log, clock) as SmtpProvider;
    const notifier = createNotifier(provider);
    await notifier.email.send('verifyEmail', {
      to: 'jörg@example.test',
      locale: 'de',
      link: 'https://lustmap.test/de/v/äbc?x=1&y=2',
      userId: null,
    });
    await notifier.sms.send('verifyPhone', { to: '+4915100000000', locale: 'de', code: '123456', userId: null });
    await provider.idle();

    expect(s.received).toHaveLength(1);
    const [received] = s.received;
    expect(received).toMatchObject({ envelopeFrom: 'noreply@lustmap.test', envelopeTo: ['jörg@example.test'] });
    const mail = parseMail(received!.raw);
    const expected = composeMessage('verifyEmail', {
      channel: 'email',
      to: 'jörg@example.test',
      locale: 'de',
      link: 'https://lustmap.test/de/v/äbc?x=1&y=2',
      userId: null,
    });
    expect(mail.headers.from).toBe('Lustmap <noreply@lustmap.test>');
    expect(mail.headers.to).toBe('jörg@example.test');
    expect(mail.headers.subject).toBe(expected.subject);
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
    expect(mail.headers['message-id']).toMatch(/^<mail-1\.[a-z0-9]+@lustmap\.test>$/);
    expect(mail.part('text/plain')).toBe(expected.text);
    const html = mail.part('text/html')!;
    expect(html).toContain('<a href="https://lustmap.test/de/v/äbc?x=1&amp;y=2">');
    expect(html).toContain(escapeHtml(expected.text.split('\n')[0]!));
    // Both parts say they are UTF-8.
    expect(received!.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(received!.raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);

    expect(deliveries()).toEqual([
      expect.objectContaining({ recipient: 'jörg@example.test', purpose: 'verifyEmail', status: 'sent', attempts: 1 }),
    ]);
    expect(sql('SELECT channel, recipient FROM outbox')).toEqual([{ channel: 'sms', recipient: '+4915100000000' }]);
  });

  test('Italian and German text arrive intact; List-Unsubscribe on an alert, with One-Click only when the URL offers it', async () => {
    const s = await server();
    const { provider, runner } = polled(settingsFor(s.port));
    const italian = 'Dal nostro ultimo messaggio, nuovi profili corrispondono alle tue ricerche salvate: perché è già lì – città, più €';
    const german = 'Schöne Grüße aus Köln: „Straße“ für Männer & Frauen – ÄÖÜ äöü ß';
    await provider.send(
      message({
        to: 'giulia@example.test',
        subject: '3 nuovi profili per le tue ricerche salvate – perché',
        text: `${italian}\n\nGestisci le ricerche o disattiva queste e-mail: https://lustmap.test/it/users/account/saved-searches/`,
        purpose: 'savedSearchAlert',
        unsubscribe: { url: 'https://lustmap.test/it/users/account/saved-searches/' },
      }),
    );
    await provider.send(
      message({
        to: 'jonas@example.test',
        subject: 'Grüße aus Köln',
        text: german,
        unsubscribe: { url: 'https://lustmap.test/unsubscribe/abc', oneClick: true },
      }),
    );
    expect(await runner.runDue()).toBe(2);

    // On the wire the text is encoded (quoted-printable or base64), never raw 8-bit.
    const raw = s.received.map((m) => m.raw).join('\n');
    expect(raw).not.toContain('perché');
    expect(raw).not.toContain('Grüße');
    expect(raw).toMatch(/Content-Transfer-Encoding: (quoted-printable|base64)/i);
    const [it] = s.to('giulia@example.test');
    expect(it!.headers.subject).toBe('3 nuovi profili per le tue ricerche salvate – perché');
    expect(it!.part('text/plain')).toContain(italian);
    expect(it!.part('text/html')).toContain(escapeHtml(italian));
    expect(it!.headers['list-unsubscribe']).toBe('<https://lustmap.test/it/users/account/saved-searches/>');
    expect(it!.headers['list-unsubscribe-post']).toBeUndefined();

    const [de] = s.to('jonas@example.test');
    expect(de!.headers.subject).toBe('Grüße aus Köln');
    expect(de!.part('text/plain')).toBe(german);
    expect(de!.part('text/html')).toContain(escapeHtml(german));
    expect(de!.headers['list-unsubscribe']).toBe('<https://lustmap.test/unsubscribe/abc>');
    expect(de!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  test('the same dedupe key is sent once', async () => {
    const s = await server();
    const { provider, runner } = polled(settingsFor(s.port));
    await provider.send(message({ dedupeKey: 'alarme-delivery:7' }));
    await runner.runDue();
    await provider.send(message({ dedupeKey: 'alarme-delivery:7' }));
    await provider.send(message({ dedupeKey: 'alarme-delivery:8' }));
    await runner.runDue();
    expect(s.received).toHaveLength(2);
    expect(deliveries().map((r) => [r.dedupe_key, r.status])).toEqual([
      ['alarme-delivery:7', 'sent'],
      ['alarme-delivery:8', 'sent'],
    ]);
  });

  test('a DKIM-Signature for the domain and selector when DKIM_* are set', async () => {
    const s = await server();
    const settings = settingsFor(s.port, { DKIM_DOMAIN: 'lustmap.test', DKIM_SELECTOR: 'mail2025', DKIM_PRIVATE_KEY: dkimKey() });
    const { provider, runner } = polled(settings);
    await provider.send(message({ text: 'Grüße' }));
    await runner.runDue();
    const [mail] = s.to('anna@example.test');
    const signature = mail!.headers['dkim-signature'];
    expect(signature).toMatch(/\bd=lustmap\.test;/);
    expect(signature).toMatch(/\bs=mail2025;/);
    expect(signature).toMatch(/\bbh=[A-Za-z0-9+/=]+;/);
    expect(JSON.stringify(log.lines)).not.toContain('PRIVATE KEY');
  });

  test('a recipient refused with 550 is recorded as refused, with the reply, and never retried', async () => {
    const s = await server({ rcpt: (a) => (a === 'gone@example.test' ? [550, '5.1.1 No such user here'] : undefined) });
    const { provider, runner } = polled(settingsFor(s.port));
    await provider.send(message({ to: 'gone@example.test', purpose: 'resetEmail', userId: null }));
    await runner.runDue();

    expect(s.received).toHaveLength(0);
    expect(deliveries()).toEqual([
      expect.objectContaining({ recipient: 'gone@example.test', purpose: 'resetEmail', status: 'refused', attempts: 1 }),
    ]);
    expect(String(deliveries()[0]!.reply)).toMatch(/^550 5\.1\.1 No such user here/);
    // The job is over: no retry however long one waits.
    expect(mailJobs()).toEqual([expect.objectContaining({ attempts: 1, failed_at: null, last_error: null })]);
    expect(mailJobs()[0]!.done_at).not.toBeNull();
    clock.advance(2 * 86_400);
    expect(await runner.runDue()).toBe(0);
    expect(log.lines).toContainEqual(expect.objectContaining({ level: 'error', message: 'e-mail refused for good' }));
    expect((await listMailFailures(d.db, { limit: 10 })).map((r) => [r.recipient, r.status])).toEqual([['gone@example.test', 'refused']]);
  });

  test('the kinds of failure: 5xx refusals and unsendable addresses are permanent; 4xx, 503, login, TLS and connections are not', () => {
    const s = settingsFor(25, { SMTP_URL: 'smtp://mailer:Pa55-secret@127.0.0.1:25' });
    const failure = (e: { message?: string } & Record<string, unknown>) => smtpFailure(Object.assign(new Error(e.message ?? 'x'), e), s);
    expect(failure({ code: 'EENVELOPE', responseCode: 550, response: '550 5.1.1 unknown', permanent: true })).toEqual({
      permanent: true,
      reply: '550 5.1.1 unknown',
    });
    expect(failure({ code: 'EMESSAGE', responseCode: 552, response: '552 too big' }).permanent).toBe(true);
    expect(failure({ code: 'EENVELOPE', message: 'No recipients defined' })).toEqual({
      permanent: true,
      reply: 'EENVELOPE: No recipients defined',
    });
    expect(failure({ code: 'EENVELOPE', responseCode: 451, response: '451 later', permanent: false }).permanent).toBe(false);
    expect(failure({ code: 'EPROTOCOL', responseCode: 503, response: '503 bad sequence' }).permanent).toBe(false);
    expect(failure({ code: 'EAUTH', responseCode: 535, response: '535 no', permanent: true }).permanent).toBe(false);
    expect(failure({ code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:25' })).toEqual({
      permanent: false,
      reply: 'ESOCKET: connect ECONNREFUSED 127.0.0.1:25',
    });
    expect(failure({ code: 'EAUTH', message: 'login with Pa55-secret failed' }).reply).toBe('EAUTH: login with [secret] failed');
  });

  test('a server that is down: the job retries with backoff and the e-mail arrives once it is back', async () => {
    const port = await closedPort();
    const { provider, runner } = polled(settingsFor(port));
    await provider.send(message({ subject: 'Willkommen zurück' }));
    await runner.runDue();

    expect(deliveries()).toEqual([expect.objectContaining({ status: 'queued', attempts: 1 })]);
    expect(String(deliveries()[0]!.reply)).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    const [job] = mailJobs();
    expect(job).toMatchObject({ attempts: 1, done_at: null, failed_at: null, run_at: '2025-06-15T10:00:30.000Z' });
    expect(String(job!.last_error)).toMatch(/attempt 1 of 30/);

    const s = await server({ port });
    // Not due yet: nothing is sent before the backoff ran out.
    expect(await runner.runDue()).toBe(0);
    clock.advance(30);
    expect(await runner.runDue()).toBe(1);
    clock.advance(3600);
    expect(await runner.runDue()).toBe(0);
    expect(s.received).toHaveLength(1);
    expect(parseMail(s.received[0]!.raw).headers.subject).toBe('Willkommen zurück');
    expect(deliveries()).toEqual([expect.objectContaining({ status: 'sent', attempts: 2 })]);
  });

  test('a 4xx reply is retried; a transient failure on the last attempt is recorded as failed', async () => {
    let busy = true;
    const s = await server({ rcpt: (a) => (a === 'later@example.test' && busy ? [451, '4.7.1 Try again later'] : undefined) });
    const { provider, runner } = polled(settingsFor(s.port));
    await provider.send(message({ to: 'later@example.test' }));
    await runner.runDue();
    expect(deliveries()).toEqual([expect.objectContaining({ status: 'queued', attempts: 1, reply: '451 4.7.1 Try again later' })]);
    busy = false;
    clock.advance(30);
    await runner.runDue();
    expect(s.to('later@example.test')).toHaveLength(1);

    busy = true;
    await provider.send(message({ to: 'later@example.test', dedupeKey: 'last' }));
    // As if the attempts before had failed already: this is the last one.
    d.sqlite.prepare('UPDATE jobs SET attempts = max_attempts - 1 WHERE kind = ? AND done_at IS NULL').run(MAIL_SEND_JOB);
    await runner.runDue();
    expect(deliveries().find((r) => r.dedupe_key === 'last')).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    expect(mailJobs().at(-1)!.failed_at).not.toBeNull();
    expect((await listMailFailures(d.db, { limit: 10 })).map((r) => r.status)).toEqual(['failed']);
  });

  test('a server that never greets times out and the e-mail waits for the next attempt', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    try {
      const { provider, runner } = polled(settingsFor(port), { timeouts: { greetingTimeout: 100 } });
      await provider.send(message());
      await runner.runDue();
      expect(deliveries()).toEqual([expect.objectContaining({ status: 'queued', attempts: 1 })]);
      expect(String(deliveries()[0]!.reply)).toMatch(/ETIMEDOUT/);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  test('the password never reaches a log line, a stored reply or a job error', async () => {
    const s = await server({ auth: { user: 'mailer', pass: 'right-Pa55word' } });
    const wrong = polled(settingsFor(s.port, { SMTP_URL: `smtp://mailer:wrong-Pa55word@127.0.0.1:${s.port}` }));
    await wrong.provider.send(message());
    await wrong.runner.runDue();
    // A refused login waits for the settings to be fixed: it is retried, not refused for good.
    expect(deliveries()).toEqual([expect.objectContaining({ status: 'queued' })]);
    expect(String(deliveries()[0]!.reply)).toMatch(/535/);

    const right = polled(settingsFor(s.port, { SMTP_URL: `smtp://mailer:right-Pa55word@127.0.0.1:${s.port}` }));
    clock.advance(30);
    await right.runner.runDue();
    expect(s.received).toHaveLength(1);
    const stored = JSON.stringify([log.lines, sql('SELECT * FROM mail_deliveries'), sql('SELECT * FROM jobs')]);
    expect(stored).not.toContain('Pa55word');
  });

  test('sent e-mails are pruned after a month, refused and failed ones after half a year', async () => {
    const at = (days: number) => new Date(clock.now().getTime() + days * 86_400_000).toISOString();
    const insert = d.sqlite.prepare(
      `INSERT INTO mail_deliveries (recipient, purpose, status, created_at, updated_at) VALUES ('a@example.test', 'test', ?, ?, ?)`,
    );
    for (const [status, days] of [
      ['sent', -31],
      ['sent', -29],
      ['refused', -100],
      ['failed', -181],
    ] as const)
      insert.run(status, at(days), at(days));
    expect(await deleteMailDeliveriesBefore(d.db, new Date(at(-30)), new Date(at(-180)))).toBe(2);
    expect(sql('SELECT status FROM mail_deliveries ORDER BY id')).toEqual([{ status: 'sent' }, { status: 'refused' }]);
  });
});
