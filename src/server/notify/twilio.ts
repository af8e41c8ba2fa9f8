/**
 * SMS (and, with a WhatsApp sender, WhatsApp) through Twilio's Messages API, with the `twilio` SDK.
 *
 * Sending stores the message in `gateway_messages` and queues a durable job (`twilio.send`) that
 * runs right after; the job has the SDK create the message (To, From or MessagingServiceSid, Body,
 * StatusCallback) and notes Twilio's MessageSid and status. A network failure, a timeout, a 5xx or a
 * 429 fails the attempt and the job queue retries it with backoff; any other refusal (a 4xx: 21211
 * invalid To, 21610 unsubscribed recipient, 21408 region not enabled …) is recorded on the message
 * as `failed` with Twilio's error code and not retried. Running out of attempts records `failed` too.
 * The server's job runner polls the kind (src/server/main.ts), so retries run without a new send.
 *
 * TWILIO_API_URL points the SDK elsewhere (a Twilio-compatible gateway, the tests' stand-in): a
 * request client of the SDK's own kind rewrites the API's origin on every call, as the SDK's
 * maintainers suggest for that. No log line or stored error carries the credentials, the text or
 * the recipient.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import type Response from 'twilio/lib/http/response';
import type { Logger } from '../context.ts';
import {
  gatewayMessageById,
  insertGatewayMessage,
  markGatewayMessageRefused,
  markGatewayMessageTaken,
  type GatewayMessageRow,
} from '../db/queries/gateway-messages.ts';
import type { DB } from '../db/types.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { JobRunner, type JobHandler } from '../jobs/runner.ts';
import type { Clock } from '../time.ts';
import type { MessageChannel, MessageProvider } from './message.ts';
import { advanceTo } from './twilio-status.ts';
import { TWILIO_API_URL, type TwilioSettings } from './twilio-settings.ts';

/** The job kind that hands one stored message to Twilio. */
export const TWILIO_SEND = 'twilio.send';

/** Attempts a send gets (retries after 30 s, 1, 2 and 4 min: within a code's ten minutes). */
export const TWILIO_SEND_ATTEMPTS = 5;

const DEFAULT_TIMEOUT_MS = 10_000;

/** What the send job and the provider use. */
export interface TwilioDeps {
  db: Kysely<DB>;
  clock: Clock;
  log: Logger;
}

/** The part of the SDK client the send job uses. */
export type TwilioMessages = Pick<twilio.Twilio['messages'], 'create'>;

/** The SDK's request client with the API's origin replaced by `apiUrl` on every call. */
class RebasedRequestClient extends twilio.RequestClient {
  readonly #base: string;
  constructor(apiUrl: string, timeout: number) {
    super({ timeout, keepAlive: true });
    this.#base = apiUrl.replace(/\/+$/, '');
  }
  override request<TData>(opts: RequestClient.RequestOptions<TData>): Promise<Response<TData>> {
    const uri = new URL(opts.uri);
    return super.request<TData>({ ...opts, uri: `${this.#base}${uri.pathname}${uri.search}` });
  }
}

/** The SDK client of `settings` (its calls time out after `timeoutMs`; no request logging). */
export function twilioClient(settings: TwilioSettings): twilio.Twilio {
  const timeout = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const rebased = settings.apiUrl && settings.apiUrl !== TWILIO_API_URL;
  return twilio(settings.accountSid, settings.authToken, {
    timeout,
    // The SDK's debug log prints every parameter, the text with its code included.
    logLevel: 'info',
    ...(rebased ? { httpClient: new RebasedRequestClient(settings.apiUrl!, timeout) } : {}),
  });
}

/** The channels Twilio sends for `settings`: SMS, and WhatsApp when a WhatsApp sender is set. */
export function twilioChannels(settings: TwilioSettings): MessageChannel[] {
  return settings.whatsappFrom ? ['sms', 'whatsapp'] : ['sms'];
}

/** A provider whose sends finish in the background. */
export interface TwilioProvider extends MessageProvider {
  /** Resolves once the sends started so far have run (tests, an orderly stop). */
  idle(): Promise<void>;
}

/** `base` with SMS (and WhatsApp, with a WhatsApp sender) sent through Twilio instead; e-mail stays with `base`. */
export function withTwilio(base: MessageProvider, settings: TwilioSettings, deps: TwilioDeps, messages?: TwilioMessages): TwilioProvider {
  const gateway = twilioProvider(settings, deps, messages);
  const channels = twilioChannels(settings);
  return {
    name: `${base.name}+twilio`,
    send: (m) => (channels.includes(m.channel) ? gateway : base).send(m),
    idle: async () => {
      await gateway.idle();
      await (base as Partial<TwilioProvider>).idle?.();
    },
  };
}

/** A provider that sends through Twilio: stores the message and queues its send job. */
export function twilioProvider(settings: TwilioSettings, deps: TwilioDeps, messages?: TwilioMessages): TwilioProvider {
  const channels = twilioChannels(settings);
  const queue = createJobQueue(deps.db, deps.clock);
  // Runs the send right after the current turn (the request that sent it answers first); the
  // server's job runner picks up retries and anything a crash left.
  const runner = new JobRunner({ queue, clock: deps.clock, log: deps.log, workerId: `twilio-${randomUUID()}` });
  runner.register(TWILIO_SEND, twilioSendJob(settings, deps, messages));
  return {
    name: 'twilio',
    async send(m) {
      if (m.channel === 'email' || !channels.includes(m.channel))
        throw new Error(`the Twilio provider does not send ${m.channel} here (channels: ${channels.join(', ')})`);
      const channel = m.channel;
      const stored = await deps.db.transaction().execute(async (trx) => {
        const row = await insertGatewayMessage(trx, {
          provider: 'twilio',
          channel,
          recipient: m.to,
          purpose: m.purpose,
          body: m.text,
          user_id: m.userId,
          dedupe_key: m.dedupeKey ?? null,
          created_at: deps.clock.now().toISOString(),
        });
        if (row.inserted) await createJobQueue(trx, deps.clock).enqueue(TWILIO_SEND, { id: row.id }, sendJobOptions(row.id));
        return row;
      });
      // The job is stored with the message; this starts it now (its dedupe key finds the stored one).
      if (stored.inserted) await runner.enqueueSoon(TWILIO_SEND, { id: stored.id }, sendJobOptions(stored.id));
    },
    idle: () => runner.idle(),
  };
}

const sendJobOptions = (id: number) => ({ dedupeKey: `twilio-send:${id}`, maxAttempts: TWILIO_SEND_ATTEMPTS });

/** Why a call to Twilio failed, and whether trying again can help. */
export interface TwilioFailure {
  /** Trying again later may succeed (network, timeout, 5xx, 429). */
  transient: boolean;
  /** HTTP status of Twilio's answer (none without one). */
  status: number | null;
  /** Twilio's error code (21211, 21610 …), when it gave one. */
  code: number | null;
  /** A line for the log and the job: no credentials, no recipient, no text. */
  summary: string;
  /** What Twilio said (kept on the message only: it may name the recipient). */
  detail: string;
}

/** Classify an error of the SDK's `messages.create`. */
export function twilioFailure(err: unknown): TwilioFailure {
  if (err instanceof twilio.RestException) {
    const status = err.status;
    const code = typeof err.code === 'number' ? err.code : null;
    const transient = status >= 500 || status === 429 || status === 408 || code === 20429;
    const summary = `Twilio answered HTTP ${status}${code === null ? '' : ` with error ${code}`}`;
    return { transient, status, code, summary, detail: `${summary}: ${String(err.message ?? '').slice(0, 300)}` };
  }
  // Axios (inside the SDK) names network failures and timeouts by code; its message may hold the URL.
  const errno = (err as { code?: unknown } | null)?.code;
  const summary = `Twilio not reached (${typeof errno === 'string' && /^[A-Z_]{2,40}$/.test(errno) ? errno : 'error'})`;
  return { transient: true, status: null, code: null, summary, detail: summary };
}

/** `promise`, or a timeout error after `ms` (the SDK's own limit is a socket timeout). */
function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('deadline'), { code: 'ETIMEDOUT' })), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** The Messages API parameters of a stored message. */
export function createParams(settings: TwilioSettings, row: GatewayMessageRow) {
  const whatsapp = row.channel === 'whatsapp';
  const sender = whatsapp
    ? { from: `whatsapp:${settings.whatsappFrom}` }
    : settings.messagingServiceSid
      ? { messagingServiceSid: settings.messagingServiceSid }
      : { from: settings.from! };
  return {
    to: whatsapp ? `whatsapp:${row.recipient}` : row.recipient,
    ...sender,
    body: row.body ?? '',
    ...(settings.statusCallback ? { statusCallback: `${settings.statusCallback}?m=${row.id}` } : {}),
  };
}

/** The send job: hand the stored message `{ id }` to Twilio once (a message already handed over is left alone). */
export function twilioSendJob(settings: TwilioSettings, deps: TwilioDeps, messages?: TwilioMessages): JobHandler {
  let api = messages;
  const timeout = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return async (payload, job) => {
    const id = (payload as { id?: unknown } | null)?.id;
    if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw new Error('twilio.send: the payload names no message');
    const row = await gatewayMessageById(deps.db, id);
    if (!row || row.status !== 'pending' || row.body === null) return;
    api ??= twilioClient(settings).messages;
    try {
      // The SDK's timeout watches the socket; the deadline bounds the whole call.
      const sent = await withDeadline(api.create(createParams(settings, row)), timeout + 1000);
      const now = deps.clock.now();
      await markGatewayMessageTaken(deps.db, id, sent.sid, now);
      await advanceTo(deps.db, id, sent.sid, sent.status, null, now);
      deps.log.info('sms handed to twilio', { message: id, channel: row.channel, purpose: row.purpose, status: sent.status });
    } catch (err) {
      const failure = twilioFailure(err);
      const last = job.attempt >= job.maxAttempts;
      if (!failure.transient || last) {
        await markGatewayMessageRefused(deps.db, id, { code: failure.code, error: failure.detail }, deps.clock.now());
        deps.log.error('sms not sent: recorded as failed', {
          message: id,
          purpose: row.purpose,
          reason: failure.summary,
          attempt: job.attempt,
        });
        if (!failure.transient) return;
      }
      // The message names status and code only; the cause (with the request) stays in memory.
      throw new Error(failure.summary, { cause: err });
    }
  };
}
