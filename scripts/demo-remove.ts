/**
 * `npm run demo:remove`: delete the demo accounts (every seeded person and admin, with their
 * listings, photos, messages and orders) from the database of DATABASE_URL, else DB_PATH (default
 * data/app.db). A production start refuses a database that holds any; real accounts stay.
 */
import { databaseFromEnv } from '../src/server/db/location.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { redactUrl } from '../src/server/db/postgres.ts';
import { removeDemoAccounts } from '../src/server/seed/remove.ts';

const path = databaseFromEnv();
const database = await openDatabase(path);
try {
  const removed = await removeDemoAccounts(database.db, new Date());
  console.log(
    `${redactUrl(path)}: ${removed.accounts} demo accounts removed (${removed.balancesCleared} ledger balances brought to zero); ` +
      'rebuild the site so their pages go too.',
  );
} finally {
  await database.close();
}
