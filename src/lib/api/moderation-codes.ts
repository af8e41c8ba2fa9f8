/**
 * The fixed vocabulary of moderation decisions, without the schema library so islands can import
 * it: reason codes of a statement of reasons, kinds of restriction, appeal outcomes. Each code has
 * its label under `moderation.reason.<code>` / `appeal.kind.<kind>`.
 */

/** Why a restriction was imposed (the statement of reasons names one, plus free text). */
export const REASON_CODES = [
  'illegal_content',
  'minor_suspected',
  'no_consent',
  'fake_profile',
  'prohibited_services',
  'advert_rules',
  'spam',
  'copyright',
  'harassment',
  'other',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

/** What was restricted. */
export const RESTRICTION_KINDS = ['quarantine', 'unpublish', 'photo_removal', 'review_removal', 'account_quarantine'] as const;
export type RestrictionKind = (typeof RESTRICTION_KINDS)[number];

/** How an appeal ends: the decision stays, or it is undone. */
export const APPEAL_OUTCOMES = ['upheld', 'reversed'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

/** Longest free text of a statement, a note or an appeal. */
export const MODERATION_TEXT_MAX = 2000;

/** Rows per page of the admin lists. */
export const ADMIN_PAGE_SIZE = 25;
