/**
 * The daily saved-search alert (SPEC §1 "save searches"): for every punter with alerts on, the
 * listings published since each search's last alert that the search finds, in ONE e-mail per
 * punter and Europe/Berlin day through the outbox. A day's e-mail is booked in
 * `saved_search_mails` before it is sent, so a rerun (a retry, a second worker, a restart) never
 * sends twice; a punter with nothing new gets nothing and keeps the alert point. The job enqueues
 * the next day's run under that day's dedupe key.
 */
import type { Kysely } from 'kysely';
import { t } from '../../../i18n/index.ts';
import type { Locale, Region, RegionCode } from '../../../regions/schema.ts';
import type { Logger } from '../context.ts';
import type { PlaceIndex } from '../db/places.ts';
import { alertCandidates, bookAlertMail, listingNames, listingsPublishedBetween, unbookAlertMail } from '../db/queries/saved-searches.ts';
import { SearchInputError } from '../db/queries/search.ts';
import type { DB } from '../db/types.ts';
import type { MessageProvider } from '../notify/message.ts';
import { resolveSaved } from '../services/saved-searches.ts';
import { isoDay, type Clock } from '../time.ts';
import type { JobQueue } from './queue.ts';
import type { JobHandler } from './runner.ts';

/** The job kind. */
export const SAVED_SEARCH_ALERTS = 'saved-search-alerts';
/** Listings one search lists at most in an e-mail. */
export const ALERT_LISTINGS_MAX = 10;

/** What the job needs. */
export interface AlertDeps {
  db: Kysely<DB>;
  clock: Clock;
  regions: Record<RegionCode, Region>;
  places: PlaceIndex;
  log: Logger;
  messages: MessageProvider;
  /** The site's origin for links in the e-mail (e.g. https://lustmap.de). */
  siteUrl: string;
}

/** The dedupe key of a day's run. */
export const alertKey = (day: string) => `${SAVED_SEARCH_ALERTS}:${day}`;

/** Enqueue the run of the day of `at` (at `at`), once per day. */
export function enqueueAlerts(queue: JobQueue, at: Date): Promise<number> {
  return queue.enqueue(SAVED_SEARCH_ALERTS, {}, { runAt: at, dedupeKey: alertKey(isoDay(at)) });
}

/** 07:00 Europe/Berlin (about) on the day after `at`. */
export function nextRunAfter(at: Date): Date {
  const today = isoDay(at);
  return new Date(Date.parse(`${today}T05:00:00Z`) + 86_400_000);
}

const localeOf = (raw: string | null, region: Region): Locale =>
  raw === 'de' || raw === 'en' || raw === 'ro' || raw === 'it' ? raw : region.defaultLocale;

/** Run the alerts once: returns how many e-mails were sent. */
export async function sendSavedSearchAlerts(deps: AlertDeps): Promise<number> {
  const now = deps.clock.now();
  const day = isoDay(now);
  const until = Math.floor(now.getTime() / 1000);
  const rows = await alertCandidates(deps.db, day);
  const byUser = new Map<number, typeof rows>();
  for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r]);
  let sent = 0;
  for (const [userId, searches] of byUser) {
    const found: { name: string; href: string; prefix: string; ids: number[] }[] = [];
    for (const s of searches) {
      let resolved;
      try {
        resolved = resolveSaved(deps, s, day);
      } catch (err) {
        // A place or category that no longer exists finds nothing; the search stays for the punter to fix.
        if (err instanceof SearchInputError) continue;
        throw err;
      }
      if (resolved.empty) continue;
      const since = Math.floor(Date.parse(s.alerted_at) / 1000);
      const ids = await listingsPublishedBetween(deps.db, resolved.conditions, since, until, ALERT_LISTINGS_MAX);
      if (ids.length)
        found.push({ name: s.name, href: s.query ? `${s.path}?${s.query}` : s.path, prefix: deps.regions[s.region].prefix, ids });
    }
    if (found.length === 0) continue;
    const first = searches[0]!;
    const region = deps.regions[first.user_region];
    const locale = localeOf(first.locale, region);
    const names = new Map(
      (
        await listingNames(
          deps.db,
          found.flatMap((f) => f.ids),
        )
      ).map((n) => [n.user_id, n.display_name]),
    );
    const lines = found.flatMap((f) => [
      '',
      t(locale, 'savedSearch.mail.search', { name: f.name, count: f.ids.length, link: `${deps.siteUrl}${f.href}` }),
      ...f.ids.map((id) => `- ${names.get(id) ?? id}: ${deps.siteUrl}${f.prefix}/users/${id}/`),
    ]);
    const matches = found.reduce((n, f) => n + f.ids.length, 0);
    const at = now.toISOString();
    const booked = await deps.db.transaction().execute((trx) =>
      bookAlertMail(
        trx,
        userId,
        day,
        matches,
        searches.map((s) => s.id),
        at,
      ),
    );
    if (!booked) continue;
    const manage = `${deps.siteUrl}${region.prefix}/users/account/saved-searches/`;
    const message = {
      channel: 'email',
      to: first.email!,
      subject: t(locale, 'savedSearch.mail.subject', { count: matches }),
      text: [t(locale, 'savedSearch.mail.intro'), ...lines, '', t(locale, 'savedSearch.mail.manage', { link: manage })].join('\n'),
      purpose: 'savedSearchAlert',
      link: `${deps.siteUrl}${found[0]!.href}`,
      code: null,
      userId,
      // The e-mail's List-Unsubscribe: the page where alerts are turned off (it needs a login, so no one-click).
      unsubscribe: { url: manage },
    } as const;
    try {
      await deps.messages.send(message);
    } catch (err) {
      // Not sent: give the day back, so the retry of the job sends it.
      await unbookAlertMail(
        deps.db,
        userId,
        day,
        searches.map((s) => ({ id: s.id, alertedAt: s.alerted_at })),
      );
      throw err;
    }
    sent++;
  }
  return sent;
}

/** The job's handler: run the alerts, then enqueue the next day's run. */
export function savedSearchAlerts(deps: AlertDeps, queue: JobQueue): JobHandler {
  return async () => {
    const sent = await sendSavedSearchAlerts(deps);
    deps.log.info('saved-search alerts sent', { sent });
    const next = nextRunAfter(deps.clock.now());
    await queue.enqueue(SAVED_SEARCH_ALERTS, {}, { runAt: next, dedupeKey: alertKey(isoDay(next)) });
  };
}
