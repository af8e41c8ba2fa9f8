/**
 * Keeps the `services` table equal to the service catalogue. Returns whether anything changed,
 * so the caller can rebuild the search rows (their services masks use the catalogue's bits).
 */
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { SERVICES } from '../catalog/services.ts';
import { transaction } from './database.ts';

export function syncServices(sqlite: DatabaseSync): { changed: boolean } {
  const rows = SERVICES.map((s, position) => ({ id: s.id, key: s.key, bit: s.bit, position }));
  const fingerprint = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
  const current = sqlite.prepare(`SELECT value FROM meta WHERE key = 'services_fingerprint'`).get() as { value: string } | undefined;
  if (current?.value === fingerprint) return { changed: false };
  transaction(sqlite, () => {
    const upsert = sqlite.prepare(
      `INSERT INTO services (id, key, bit, position) VALUES (?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET key = excluded.key, bit = excluded.bit, position = excluded.position`,
    );
    for (const r of rows) upsert.run(r.id, r.key, r.bit, r.position);
    sqlite
      .prepare(
        `INSERT INTO meta (key, value) VALUES ('services_fingerprint', ?)
                ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      )
      .run(fingerprint);
  });
  return { changed: true };
}
