/**
 * The default provider: each message goes to the `outbox` table and, when a folder is
 * configured, to a text file there, so every flow can be completed locally (the demo outbox page
 * lists them).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { insertOutboxMessage } from '../db/queries/outbox.ts';
import type { DB } from '../db/types.ts';
import type { MessageProvider } from './message.ts';

/** Writes messages to the outbox table (and `dir`, one text file per message). */
export function outboxProvider(db: Kysely<DB>, dir?: string): MessageProvider {
  if (dir) mkdirSync(dir, { recursive: true });
  return {
    name: 'outbox',
    async send(m) {
      const row = await insertOutboxMessage(db, {
        channel: m.channel,
        recipient: m.to,
        subject: m.subject,
        body: m.text,
        purpose: m.purpose,
        link: m.link,
        code: m.code,
        user_id: m.userId,
        dedupe_key: m.dedupeKey ?? null,
      });
      if (!row.inserted) return;
      if (dir) {
        const lines = [`Channel: ${m.channel}`, `To: ${m.to}`, `Date: ${row.created_at}`, `Purpose: ${m.purpose}`];
        if (m.subject) lines.push(`Subject: ${m.subject}`);
        writeFileSync(join(dir, `${String(row.id).padStart(6, '0')}-${m.channel}.txt`), `${lines.join('\n')}\n\n${m.text}\n`);
      }
    },
  };
}
