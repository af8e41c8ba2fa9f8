/**
 * Keeps the `services` table equal to the service catalogue. Returns whether anything changed,
 * so the caller can rebuild the search rows (their services masks use the catalogue's bits).
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SERVICES } from '../../../domain/services.ts';
import type { DB } from '../types.ts';
import { readMeta, writeMeta } from './meta.ts';

const FINGERPRINT = 'services_fingerprint';

/** Copy the catalogue into `services` when it changed since the last start. */
export async function syncServices(db: Kysely<DB>): Promise<{ changed: boolean }> {
  const rows = SERVICES.map((s, position) => ({ id: s.id, key: s.key, bit: s.bit, position }));
  const fingerprint = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
  if ((await readMeta(db, FINGERPRINT)) === fingerprint) return { changed: false };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('services')
      .values(rows)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          key: eb.ref('excluded.key'),
          bit: eb.ref('excluded.bit'),
          position: eb.ref('excluded.position'),
        })),
      )
      .execute();
    await writeMeta(trx, FINGERPRINT, fingerprint);
  });
  return { changed: true };
}
