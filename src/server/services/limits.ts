/**
 * Rate limits of the public endpoints next to the account ones of src/server/auth/rate-limit.ts:
 * login per account and address together, listing search per address, and anonymous reports.
 * Requests from this machine (src/server/http/client-address.ts `isLocalRequest`: the site build,
 * bench:api, the end-to-end tests) are not held to the search budget or the report limits.
 */
import type { Limit } from '../auth/rate-limit.ts';

export const REQUEST_LIMITS = {
  /** Wrong passwords of one account from one address (the account as a whole is only slowed down). */
  loginPerAccountAddress: { name: 'login-account-ip', max: 10, windowSeconds: 15 * 60 },
  /** Listing searches and counts per address. */
  searchPerAddress: { name: 'search-ip', max: 60, windowSeconds: 10 },
  /** Reports per reporter (address when anonymous, account when signed in). */
  reportPerReporter: { name: 'report-reporter', max: 5, windowSeconds: 60 * 60 },
  /** Reports about one profile, from everyone. */
  reportPerTarget: { name: 'report-target', max: 20, windowSeconds: 60 * 60 },
  /** Messages one user sends (all conversations together). */
  messagePerUser: { name: 'message-user', max: 30, windowSeconds: 60 },
  /** Image attachments one user uploads. */
  attachmentPerUser: { name: 'attachment-user', max: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limit>;
