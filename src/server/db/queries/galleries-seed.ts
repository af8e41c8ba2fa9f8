/** Prepared statements the demo seed writes galleries with (inside the seed's transaction). */
import type { DatabaseSync, StatementSync } from 'node:sqlite';

/** The seed's gallery statements. */
export interface GallerySeedStatements {
  gallery: StatementSync;
  item: StatementSync;
  purchase: StatementSync;
  journal: StatementSync;
  entry: StatementSync;
}

/** Prepare them once per seed. */
export function gallerySeedStatements(sqlite: DatabaseSync): GallerySeedStatements {
  return {
    gallery: sqlite.prepare(
      'INSERT INTO galleries (owner_id, title, price_credits, created_at, updated_at) VALUES (?, ?, ?, ?, ?) RETURNING id',
    ),
    item: sqlite.prepare(
      `INSERT INTO gallery_items (gallery_id, media_key, kind, position, is_explicit, width, height, seed, created_at)
       VALUES (?, ?, 'photo', ?, ?, ?, ?, ?, ?)`,
    ),
    purchase: sqlite.prepare(
      'INSERT INTO gallery_purchases (gallery_id, user_id, credits, journal_reference, created_at) VALUES (?, ?, ?, ?, ?)',
    ),
    journal: sqlite.prepare('INSERT INTO ledger_journals (kind, reference, memo, created_at) VALUES (?, ?, ?, ?) RETURNING id'),
    entry: sqlite.prepare('INSERT INTO ledger_entries (journal_id, account, unit, amount) VALUES (?, ?, ?, ?)'),
  };
}
