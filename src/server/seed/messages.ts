/**
 * The demo conversation: the demo punter wrote to the demo escort, who answered (fixed texts, so
 * the browser tests and the README can name them). The escort's last answer is unread for the
 * punter, with its notification.
 */
import type { DatabaseSync } from 'node:sqlite';

/** The demo conversation's messages, oldest first: who wrote (punter or escort) and what. */
export const DEMO_MESSAGES: readonly { from: 'punter' | 'escort'; body: string; minutesAgo: number }[] = [
  { from: 'punter', body: 'Hallo! Hast du am Freitagabend Zeit?', minutesAgo: 180 },
  { from: 'escort', body: 'Hallo, ja – ab 20 Uhr. Wie lange möchtest du buchen?', minutesAgo: 170 },
  { from: 'punter', body: 'Zwei Stunden, wenn das passt.', minutesAgo: 165 },
  { from: 'escort', body: 'Passt gut. Schreib mir am Freitag kurz vorher.', minutesAgo: 30 },
];

/** Write the demo conversation between the demo punter and the demo escort. */
export function writeDemoConversation(sqlite: DatabaseSync, punterId: number | undefined, escortId: number | undefined, now: Date): void {
  if (punterId === undefined || escortId === undefined) return;
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
  const last = DEMO_MESSAGES[DEMO_MESSAGES.length - 1]!;
  const { id } = sqlite
    .prepare('INSERT INTO conversations (punter_id, partner_id, last_seq, created_at, updated_at) VALUES (?, ?, ?, ?, ?) RETURNING id')
    .get(punterId, escortId, DEMO_MESSAGES.length, at(DEMO_MESSAGES[0]!.minutesAgo), at(last.minutesAgo)) as { id: number };
  const insert = sqlite.prepare(
    'INSERT INTO messages (conversation_id, seq, sender_id, client_id, body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  DEMO_MESSAGES.forEach((m, i) =>
    insert.run(id, i + 1, m.from === 'punter' ? punterId : escortId, `demo-message-${i + 1}`, m.body, at(m.minutesAgo)),
  );
  const read = sqlite.prepare('INSERT INTO conversation_reads (conversation_id, user_id, last_read_seq) VALUES (?, ?, ?)');
  // The punter has read up to their own last message; the escort everything.
  read.run(id, punterId, DEMO_MESSAGES.length - 1);
  read.run(id, escortId, DEMO_MESSAGES.length);
  // The sender's name as a live notification carries it (the profile's name, else the username).
  const sender = sqlite
    .prepare('SELECT coalesce(p.display_name, u.username) AS name FROM users u LEFT JOIN profiles p ON p.user_id = u.id WHERE u.id = ?')
    .get(escortId) as { name: string } | undefined;
  sqlite.prepare(`INSERT INTO notifications (user_id, kind, group_key, payload, created_at) VALUES (?, 'message', ?, ?, ?)`).run(
    punterId,
    `conversation:${id}`,
    JSON.stringify({
      conversationId: id,
      seq: DEMO_MESSAGES.length,
      senderId: escortId,
      senderName: sender?.name ?? '',
      preview: last.body,
      image: false,
    }),
    at(last.minutesAgo),
  );
}
