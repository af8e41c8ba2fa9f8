/** A real gateway plugs in by configuration: this provider POSTs each message as JSON to a relay. */
import type { Logger } from '../context.ts';
import type { MessageProvider } from './message.ts';

/** POSTs each message as JSON to a relay (an SMS/WhatsApp gateway or mail service adapter). */
export function webhookProvider(url: string, token: string | undefined, log: Logger, fetchImpl: typeof fetch = fetch): MessageProvider {
  return {
    name: 'webhook',
    async send(m) {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(m.dedupeKey ? { 'idempotency-key': m.dedupeKey } : {}),
        },
        body: JSON.stringify({ channel: m.channel, to: m.to, subject: m.subject, text: m.text, purpose: m.purpose }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) {
        log.error('message relay refused a message', { status: res.status, channel: m.channel, purpose: m.purpose });
        throw new Error(`message relay answered ${res.status}`);
      }
    },
  };
}
