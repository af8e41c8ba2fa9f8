/**
 * Writing and reporting reviews (SPEC §6 canWriteReviewForEscort, §7 POST /users/reviews). What
 * protects escorts from abusive reviews: a punter reviews only an escort they had a recorded
 * contact with or bought from (a contact-button click while signed in, a tip, a gallery), once per
 * escort in REVIEW_INTERVAL_DAYS, at most REVIEWS_PER_DAY reviews a day; the escort replies once;
 * anyone signed in reports a review, and reported reviews lead the admins' review queue.
 */
import type { Review, ReviewEligibility, ReviewReportBody, ReviewVerdict } from '../../lib/api/reviews.ts';
import { REVIEW_INTERVAL_DAYS } from '../../lib/api/tip-codes.ts';
import { can, hasRole, ROLES, type RoleId } from '../../lib/permissions.ts';
import {
  authorFacts,
  hasContactOrPurchase,
  insertReview,
  insertReviewReport,
  lastReviewAt,
  liveReviewFacts,
  publishedTypeOf,
  recordContact,
  reportsSentSince,
  reviewsWrittenSince,
} from '../db/queries/reviews-write.ts';
import type { ProfileType } from '../db/types.ts';
import { notifyQuietly, type NotifyDeps } from './notifications.ts';
import { created, forbidden, invalid, notFound, ok, tooMany, type Outcome } from './outcome.ts';

/** Reviews one punter may write in a day (across escorts). */
export const REVIEWS_PER_DAY = 5;
/** Review reports one user may send in a day. */
export const REPORTS_PER_DAY = 20;

const DAY_MS = 86_400_000;

type Deps = NotifyDeps;
type Caller = { id: number; roles: readonly RoleId[] };

/** What the review rules look at. */
export interface ReviewFacts {
  roles: readonly RoleId[] | null;
  self: boolean;
  /** The target's type when it is published. */
  targetType: ProfileType | undefined;
  hasContact: boolean;
  /** The author's last review of the target (ISO). */
  lastReviewAt: string | undefined;
  now: Date;
}

/** The rules in order: who, whom, contact or purchase, then the interval; with the next allowed instant. */
export function reviewVerdict(f: ReviewFacts): ReviewEligibility {
  const no = (verdict: ReviewVerdict, nextAt: string | null = null): ReviewEligibility => ({ verdict, nextAt });
  if (!f.roles) return no('login');
  if (!can(f.roles, 'canWriteReviewForEscort')) return no('notPunter');
  if (f.self) return no('self');
  if (f.targetType !== 'escort') return no('notEscort');
  if (!f.hasContact) return no('noContact');
  if (f.lastReviewAt) {
    const next = new Date(Date.parse(f.lastReviewAt) + REVIEW_INTERVAL_DAYS * DAY_MS);
    if (next > f.now) return no('tooSoon', next.toISOString());
  }
  return no('ok');
}

/** The messages of the refusals a form shows at the profile (the API's 422 and 403 texts). */
export const VERDICT_MESSAGES: Record<Exclude<ReviewVerdict, 'ok' | 'tooSoon'>, string> = {
  login: 'Log in as a client to write a review.',
  notPunter: 'Only clients can write reviews.',
  self: 'You cannot review yourself.',
  notEscort: 'Only escorts can be reviewed.',
  noContact: 'Reviews need a contact or purchase first: contact the escort through the profile, send a tip or buy a gallery.',
};

async function factsOf(deps: Deps, caller: Caller | null, profileId: number): Promise<ReviewFacts> {
  const now = deps.clock.now();
  const base = { roles: caller?.roles ?? null, self: caller?.id === profileId, now };
  if (!caller || !hasRole(caller.roles, ROLES.punter))
    return { ...base, targetType: undefined, hasContact: false, lastReviewAt: undefined };
  const [targetType, hasContact, last] = await Promise.all([
    publishedTypeOf(deps.db, profileId),
    hasContactOrPurchase(deps.db, caller.id, profileId),
    lastReviewAt(deps.db, caller.id, profileId),
  ]);
  return { ...base, targetType, hasContact, lastReviewAt: last };
}

/** `GET /users/reviews/eligibility/{profileId}`. */
export async function reviewEligibility(deps: Deps, caller: Caller | null, profileId: number): Promise<ReviewEligibility> {
  return reviewVerdict(await factsOf(deps, caller, profileId));
}

/** `POST /users/reviews`: store the review (shown on the profile at once: profiles render reviews in the browser). */
export async function writeReview(
  deps: Deps,
  caller: Caller,
  body: { profileId: number; rating: number; body: string },
): Promise<Outcome<Review>> {
  const now = deps.clock.now();
  const verdict = reviewVerdict(await factsOf(deps, caller, body.profileId));
  switch (verdict.verdict) {
    case 'ok':
      break;
    case 'login':
    case 'notPunter':
      return forbidden(VERDICT_MESSAGES[verdict.verdict]);
    case 'tooSoon':
      return invalid(
        { profileId: [`You can review this escort again on ${verdict.nextAt!.slice(0, 10)}.`] },
        `You reviewed this escort in the last ${REVIEW_INTERVAL_DAYS} days.`,
      );
    case 'notEscort':
      if (!(await publishedTypeOf(deps.db, body.profileId))) return notFound();
      return invalid({ profileId: [VERDICT_MESSAGES.notEscort] });
    default:
      return invalid({ profileId: [VERDICT_MESSAGES[verdict.verdict]] });
  }
  if ((await reviewsWrittenSince(deps.db, caller.id, new Date(now.getTime() - DAY_MS).toISOString())) >= REVIEWS_PER_DAY)
    return tooMany(3600, `At most ${REVIEWS_PER_DAY} reviews a day.`);
  const author = await authorFacts(deps.db, caller.id);
  const authorVip = !!author?.vip_valid_till && Date.parse(author.vip_valid_till) > now.getTime();
  const at = now.toISOString();
  const id = await insertReview(deps.db, {
    profileId: body.profileId,
    authorId: caller.id,
    rating: body.rating,
    body: body.body,
    authorVip,
    at,
  });
  await notifyQuietly(deps, body.profileId, 'review', {
    reviewId: id,
    profileId: body.profileId,
    rating: body.rating,
    authorName: author?.display_name ?? author?.username ?? '',
  });
  return created({
    id,
    rating: body.rating,
    body: body.body,
    createdAt: at,
    author: { id: caller.id, name: author?.display_name ?? author?.username ?? 'deleted' },
    authorVip,
    replies: [],
  });
}

/** `POST /users/reviews/{id}/report`: once per reporter and review (a repeat answers with the first). */
export async function reportReview(
  deps: Deps,
  caller: { id: number },
  reviewId: number,
  body: ReviewReportBody,
): Promise<Outcome<{ id: number; status: 'received' }>> {
  const review = await liveReviewFacts(deps.db, reviewId);
  if (!review) return notFound();
  if (review.author_id === caller.id) return forbidden('You cannot report your own review.');
  const now = deps.clock.now();
  if ((await reportsSentSince(deps.db, caller.id, new Date(now.getTime() - DAY_MS).toISOString())) >= REPORTS_PER_DAY)
    return tooMany(3600, `At most ${REPORTS_PER_DAY} reports a day.`);
  const report = await insertReviewReport(deps.db, {
    reviewId,
    reporterId: caller.id,
    reason: body.reason,
    note: body.note ? body.note : null,
    at: now.toISOString(),
  });
  return ok({ id: report.id, status: 'received' });
}

/** A signed-in punter clicked a profile's contact button: the contact a review needs. */
export async function recordPunterContact(deps: Deps, caller: Caller | null, profileId: number): Promise<void> {
  if (!caller || caller.id === profileId || !hasRole(caller.roles, ROLES.punter)) return;
  await recordContact(deps.db, caller.id, profileId, deps.clock.now());
}
