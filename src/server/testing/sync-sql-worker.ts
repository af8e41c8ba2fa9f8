/**
 * The worker behind ./sync-sql.ts: runs one statement on a PostgreSQL database and hands the rows
 * back to the waiting test thread. One client per database URL, kept for the worker's life.
 */
import pg from 'pg';
import { runAsWorker } from 'synckit';

pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

const clients = new Map<string, Promise<pg.Client>>();

function clientOf(url: string): Promise<pg.Client> {
  let c = clients.get(url);
  if (!c) {
    c = (async () => {
      const client = new pg.Client({ connectionString: url, options: '-c TimeZone=UTC' });
      await client.connect();
      return client;
    })();
    clients.set(url, c);
  }
  return c;
}

runAsWorker(async (url: string, text: string, params: unknown[], end: boolean) => {
  if (end) {
    const c = clients.get(url);
    clients.delete(url);
    if (c) await (await c).end();
    return { rows: [], changes: 0 };
  }
  const r = await (await clientOf(url)).query(text, params);
  return { rows: r.rows as Record<string, unknown>[], changes: r.rowCount ?? 0 };
});
