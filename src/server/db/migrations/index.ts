/**
 * Versioned schema migrations, one file each, applied in order at start by Kysely's migrator.
 * Written with Kysely's schema builder; the pieces that differ between SQL dialects come from
 * ./dialect.ts. Never edit a migration that has shipped: add the next one. The names below are
 * the ones recorded in `kysely_migration` of existing databases and must not change.
 */
import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { initial } from './0001-initial.ts';
import { accounts } from './0002-accounts.ts';
import { jobs } from './0003-jobs.ts';
import { reportDedupe } from './0004-report-dedupe.ts';
import { security } from './0005-security.ts';
import { supply } from './0006-supply.ts';
import { photoPipeline } from './0007-photo-pipeline.ts';
import { venues } from './0008-venues.ts';
import { managerContacts } from './0010-manager-contacts.ts';
import { moderation } from './0011-moderation.ts';
import { ledger } from './0012-ledger.ts';
import { payments } from './0013-payments.ts';
import { galleries } from './0014-galleries.ts';
import { punter } from './0015-punter.ts';
import { messaging } from './0016-messaging.ts';
import { tracking } from './0017-tracking.ts';
import { alarme } from './0018-alarme.ts';
import { ai } from './0019-ai.ts';
import { sharedLimits } from './0020-shared-limits.ts';
import { mediaSizes } from './0021-media-sizes.ts';
import { impersonationRefusals } from './0022-impersonation-refusals.ts';
import { searchRevisions } from './0023-search-revisions.ts';
import { siteRebuilds } from './0024-site-rebuilds.ts';
import { searchRevisionCounter } from './0025-search-revision-counter.ts';
import { displayNameChosen } from './0026-display-name-chosen.ts';
import { searchAvailableNow } from './0027-search-available-now.ts';
import { mailDeliveries } from './0028-mail-deliveries.ts';
import { gatewayMessages } from './0029-gateway-messages.ts';
import { isPostgres, prepareDialect } from './dialect.ts';
import { PostgresSchemaPlugin } from './postgres-schema.ts';

/** The migrations, by version name (sorted lexically by the migrator). */
export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_accounts': accounts,
  '0003_jobs': jobs,
  '0004_report_dedupe': reportDedupe,
  '0005_security': security,
  '0006_supply': supply,
  '0007_photo_pipeline': photoPipeline,
  '0008_venues': venues,
  '0010_manager_contacts': managerContacts,
  '0011_moderation': moderation,
  '0012_ledger': ledger,
  '0013_payments': payments,
  '0014_galleries': galleries,
  '0015_punter': punter,
  '0016_messaging': messaging,
  '0017_tracking': tracking,
  '0018_alarme': alarme,
  '0019_ai': ai,
  '0020_shared_limits': sharedLimits,
  '0021_media_sizes': mediaSizes,
  '0022_impersonation_refusals': impersonationRefusals,
  '0023_search_revisions': searchRevisions,
  '0024_site_rebuilds': siteRebuilds,
  '0025_search_revision_counter': searchRevisionCounter,
  '0026_display_name_chosen': displayNameChosen,
  '0027_search_available_now': searchAvailableNow,
  '0028_mail_deliveries': mailDeliveries,
  '0029_gateway_messages': gatewayMessages,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** Apply every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  await prepareDialect(db);
  const migrator = new Migrator({ db: isPostgres(db) ? db.withPlugin(new PostgresSchemaPlugin()) : db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const cause = error instanceof Error ? error.message : typeof error === 'string' ? error : 'unknown error';
    throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed: ${cause}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
