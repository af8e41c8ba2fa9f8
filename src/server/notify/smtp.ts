/**
 * E-mail over SMTP with nodemailer (SMTP_URL, see ./smtp-settings.ts). The provider hands every
 * e-mail to a durable job instead of the outbox: `send` records it in `mail_deliveries` (once per
 * dedupe key) and queues a `mail.send` job in the same transaction, and the job sends it: right
 * after, in the process that produced it, and on the polls of the server's job runner after that.
 *
 * What the job sends: the text part from the templates, an HTML part derived from it (./html.ts),
 * the subject, List-Unsubscribe where the message names a way to turn it off, UTF-8 throughout, a
 * DKIM signature when DKIM_* are set. A transient failure (no connection, a timeout, a 4xx reply)
 * is retried with the queue's backoff for about a day, then recorded as failed; a 5xx reply (550
 * unknown recipient) refuses the e-mail for good: recorded with the reply, never retried. The admin
 * security page lists both. Every SMTP step has a timeout; no log line or stored reply carries the
 * password or the DKIM key. SMS and WhatsApp go on to the provider they had.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import nodemailer, { type NodemailerError, type SendMailOptions } from 'nodemailer';
import { z } from 'zod';
import type { Logger } from '../context.ts';
import { insertMailDelivery, mailDeliveryById, updateMailDelivery, type MailDeliveryRow } from '../db/queries/mail.ts';
import type { DB } from '../db/types.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { JobRunner, type JobHandler } from '../jobs/runner.ts';
import type { Clock } from '../time.ts';
import { textToHtml } from './html.ts';
import type { MessageProvider, OutgoingMessage } from './message.ts';
import type { SmtpSettings } from './smtp-settings.ts';

/** The job kind. */
export const MAIL_SEND_JOB = 'mail.send';
/** Attempts an e-mail gets: with the queue's backoff (30 s doubling up to an hour) about a day. */
export const MAIL_MAX_ATTEMPTS = 30;
/** Milliseconds each SMTP step may take: connecting, the greeting, a quiet socket, the DNS lookup. */
export const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000, dnsTimeout: 15_000 } as const;
/** Longest reply kept. */
const REPLY_MAX = 500;

/** Sends one composed e-mail; throws nodemailer's error when it did not go out. */
export interface MailTransport {
  send(mail: SendMailOptions): Promise<{ messageId: string; response: string }>;
}

/** What the mail job needs. */
export interface MailDeps {
  db: Kysely<DB>;
  clock: Clock;
  log: Logger;
  settings: SmtpSettings;
  /** Default: nodemailer's SMTP transport over `settings`. */
  transport?: MailTransport;
  /** Shorter or longer waits than SMTP_TIMEOUTS. */
  timeouts?: Partial<Record<keyof typeof SMTP_TIMEOUTS, number>>;
}

/** The job's payload: the delivery's row and the e-mail as composed (the text is kept only here). */
const payloadSchema = z.object({
  deliveryId: z.number().int().positive(),
  to: z.string().min(3),
  subject: z.string(),
  text: z.string(),
  purpose: z.string(),
  unsubscribe: z.object({ url: z.string(), oneClick: z.boolean().optional() }).optional(),
});
export type MailPayload = z.infer<typeof payloadSchema>;

/** Nodemailer's SMTP transport, with a timeout on every step and no logging. */
export function smtpTransport(s: SmtpSettings, timeouts: MailDeps['timeouts'] = {}): MailTransport {
  const transporter = nodemailer.createTransport({
    host: s.host,
    port: s.port,
    secure: s.secure,
    requireTLS: s.requireTLS,
    auth: s.auth,
    ...SMTP_TIMEOUTS,
    ...timeouts,
    dkim: s.dkim,
    logger: false,
    debug: false,
    // The content is text composed here: nothing to fetch from files or addresses.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(mail) {
      const info = await transporter.sendMail(mail);
      return { messageId: info.messageId, response: info.response };
    },
  };
}

/** `url` as a List-Unsubscribe address: an absolute http(s) or mailto URL, normalised; undefined otherwise. */
function unsubscribeAddress(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return ['https:', 'http:', 'mailto:'].includes(parsed.protocol) ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** The e-mail nodemailer sends for a payload. */
export function composeMail(p: MailPayload, s: SmtpSettings, messageId: string): SendMailOptions {
  const headers: Record<string, string> = { 'Auto-Submitted': 'auto-generated' };
  const unsubscribe = p.unsubscribe && unsubscribeAddress(p.unsubscribe.url);
  if (unsubscribe) {
    headers['List-Unsubscribe'] = `<${unsubscribe}>`;
    if (p.unsubscribe?.oneClick && !unsubscribe.startsWith('mailto:')) headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return {
    from: s.from,
    to: p.to,
    envelope: { from: s.fromAddress, to: p.to },
    subject: p.subject,
    text: p.text,
    html: textToHtml(p.text, { title: p.subject }),
    messageId,
    headers,
  };
}

/** The Message-ID of a delivery: the same on every attempt, so a receiver can tell a repeat. */
export function messageIdOf(row: Pick<MailDeliveryRow, 'id' | 'created_at'>, s: SmtpSettings): string {
  const domain = s.fromAddress.slice(s.fromAddress.lastIndexOf('@') + 1);
  return `<mail-${row.id}.${Date.parse(row.created_at).toString(36)}@${domain}>`;
}

/** `text` with the password and the DKIM key cut out, at most REPLY_MAX characters. */
function clean(text: string, s: SmtpSettings): string {
  let out = text;
  for (const secret of [s.auth?.pass, s.dkim?.privateKey]) if (secret && secret.length >= 4) out = out.split(secret).join('[secret]');
  return out.replace(/\s+/g, ' ').trim().slice(0, REPLY_MAX);
}

/** What a failed send means: a permanent refusal (a 5xx reply to the message) or worth another try. */
export function smtpFailure(err: unknown, s: SmtpSettings): { permanent: boolean; reply: string } {
  const e = (err ?? {}) as NodemailerError;
  const reply = clean(e.response ?? (e.code ? `${e.code}: ${e.message}` : err instanceof Error ? err.message : String(err)), s);
  // A refused login or TLS is the server's settings, not the e-mail's: it waits for them to be fixed.
  const ours = e.code === 'EAUTH' || e.code === 'ENOAUTH' || e.code === 'ETLS' || e.code === 'EREQUIRETLS';
  const code = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  // An envelope nodemailer refuses itself (an address it cannot send to) has no reply and never will.
  const unsendable = e.code === 'EENVELOPE' && code === undefined;
  const permanent = unsendable || (!ours && code !== undefined && (e.permanent ?? (code >= 500 && code < 600 && code !== 503)));
  return { permanent, reply: reply || 'no reply' };
}

/** The handler of `mail.send`: send the e-mail once, record what became of it. */
export function mailJob(deps: MailDeps): JobHandler {
  const transport = deps.transport ?? smtpTransport(deps.settings, deps.timeouts);
  return async (payload, job) => {
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) {
      // Nothing to send and nothing a retry would change.
      deps.log.error('mail job without an e-mail', { id: job.id });
      return;
    }
    const p = parsed.data;
    const row = await mailDeliveryById(deps.db, p.deliveryId);
    // Sent, refused or given up already (a rerun after a crash), or pruned.
    if (!row || row.status !== 'queued') return;
    const now = () => deps.clock.now().toISOString();
    const messageId = messageIdOf(row, deps.settings);
    try {
      const info = await transport.send(composeMail(p, deps.settings, messageId));
      await updateMailDelivery(deps.db, row.id, {
        status: 'sent',
        attempts: job.attempt,
        reply: clean(info.response ?? '', deps.settings) || null,
        message_id: messageId,
        updated_at: now(),
      });
    } catch (err) {
      const failure = smtpFailure(err, deps.settings);
      const last = job.attempt >= job.maxAttempts;
      const status = failure.permanent ? 'refused' : last ? 'failed' : 'queued';
      await updateMailDelivery(deps.db, row.id, { status, attempts: job.attempt, reply: failure.reply, updated_at: now() });
      if (failure.permanent) {
        deps.log.error('e-mail refused for good', { delivery: row.id, purpose: row.purpose, reply: failure.reply });
        return;
      }
      throw new Error(`e-mail ${row.id} not sent (attempt ${job.attempt} of ${job.maxAttempts}): ${failure.reply}`, { cause: err });
    }
  };
}

/** Run `mail.send` jobs on `runner`. */
export function registerMailJob(runner: JobRunner, deps: MailDeps): JobRunner {
  return runner.register(MAIL_SEND_JOB, mailJob(deps));
}

/** The job's dedupe key for a delivery. */
const jobKey = (deliveryId: number) => `${MAIL_SEND_JOB}:${deliveryId}`;

/**
 * Record an e-mail and queue its job, in one transaction; undefined when its dedupe key was
 * recorded before (it is sent once).
 */
export async function queueMail(
  db: Kysely<DB>,
  clock: Clock,
  m: OutgoingMessage,
): Promise<{ payload: MailPayload; dedupeKey: string } | undefined> {
  return db.transaction().execute(async (trx) => {
    const at = clock.now().toISOString();
    const row = await insertMailDelivery(trx, {
      dedupe_key: m.dedupeKey ?? null,
      recipient: m.to,
      purpose: m.purpose,
      user_id: m.userId,
      status: 'queued',
      created_at: at,
      updated_at: at,
    });
    if (!row) return undefined;
    const payload: MailPayload = {
      deliveryId: row.id,
      to: m.to,
      subject: m.subject ?? '',
      text: m.text,
      purpose: m.purpose,
      ...(m.unsubscribe ? { unsubscribe: { url: m.unsubscribe.url, oneClick: m.unsubscribe.oneClick === true } } : {}),
    };
    const dedupeKey = jobKey(row.id);
    await createJobQueue(trx, clock).enqueue(MAIL_SEND_JOB, payload, { dedupeKey, maxAttempts: MAIL_MAX_ATTEMPTS });
    return { payload, dedupeKey };
  });
}

/** A provider that sends e-mails over SMTP through the mail job. */
export interface SmtpProvider extends MessageProvider {
  /** Resolves once the sends started right after a `send` are over. */
  idle(): Promise<void>;
}

/**
 * E-mails through the mail job, the other channels through `base`. With `runSoon` (default) the
 * job runs right after `send`, in this process; otherwise it waits for a runner's poll.
 */
export function smtpProvider(base: MessageProvider, deps: MailDeps & { runSoon?: boolean }): SmtpProvider {
  const runner = registerMailJob(
    new JobRunner({ queue: createJobQueue(deps.db, deps.clock), clock: deps.clock, log: deps.log, workerId: `mail-${randomUUID()}` }),
    deps,
  );
  return {
    name: 'smtp',
    async send(m) {
      if (m.channel !== 'email') return base.send(m);
      const queued = await queueMail(deps.db, deps.clock, m);
      // Enqueueing under the pending job's key adds nothing; it runs the due mail jobs right after this turn.
      if (queued && deps.runSoon !== false)
        await runner.enqueueSoon(MAIL_SEND_JOB, queued.payload, { dedupeKey: queued.dedupeKey, maxAttempts: MAIL_MAX_ATTEMPTS });
    },
    idle: () => runner.idle(),
  };
}
