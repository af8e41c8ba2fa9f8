/** The demo outbox page's list: the messages the server "sent", newest first. */
import type { Kysely } from 'kysely';
import type { OutboxMessage } from '../../lib/api/client/outbox.ts';
import { normaliseEmail, normalisePhone } from '../../lib/identity.ts';
import { latestOutboxMessages } from '../db/queries/outbox.ts';
import type { DB } from '../db/types.ts';

/** The newest `limit` messages, optionally only those to one address or number (as typed). */
export async function demoOutbox(db: Kysely<DB>, to: string | undefined, limit: number): Promise<OutboxMessage[]> {
  const recipient = to ? (to.includes('@') ? normaliseEmail(to) : normalisePhone(to)) : undefined;
  const rows = await latestOutboxMessages(db, limit, recipient);
  return rows.map((r) => {
    let path: string | null = null;
    if (r.link) {
      const url = new URL(r.link);
      path = `${url.pathname}${url.search}${url.hash}`;
    }
    return {
      id: r.id,
      channel: r.channel,
      to: r.recipient,
      subject: r.subject,
      text: r.body,
      purpose: r.purpose,
      path,
      code: r.code,
      createdAt: r.created_at,
    };
  });
}
