/**
 * Keeps the `services` table equal to the service catalogue. Returns whether anything changed,
 * so the caller can rebuild the search rows (their services masks use the catalogue's bits).
 */
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { SERVICES } from '../../../domain/services.ts';
import { transaction } from '../database.ts';
import { readMeta, writeMeta } from './meta.ts';

const FINGERPRINT = 'services_fingerprint';

/** Copy the catalogue into `services` when it changed since the last start. */
export function syncServices(sqlite: DatabaseSync): { changed: boolean } {
  const rows = SERVICES.map((s, position) => ({ id: s.id, key: s.key, bit: s.bit, position }));
  const fingerprint = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
  if (readMeta(sqlite, FINGERPRINT) === fingerprint) return { changed: false };
  transaction(sqlite, () => {
    const upsert = sqlite.prepare(
      `INSERT INTO services (id, key, bit, position) VALUES (?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET key = excluded.key, bit = excluded.bit, position = excluded.position`,
    );
    for (const r of rows) upsert.run(r.id, r.key, r.bit, r.position);
    writeMeta(sqlite, FINGERPRINT, fingerprint);
  });
  return { changed: true };
}
