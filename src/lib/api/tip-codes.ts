/**
 * The fixed values of tips, reviews and saved searches that islands need at run time, without the
 * schema library (./tips.ts, ./reviews.ts and ./saved-searches.ts build their schemas from these).
 */

/** The amounts (credits) the tip dialog offers; any whole amount from 1 to TIP_MAX is accepted. */
export const TIP_AMOUNTS = [5, 10, 25, 50, 100] as const;
/** The largest tip in credits. */
export const TIP_MAX = 10_000;
/** Longest tip message (characters). */
export const TIP_MESSAGE_MAX = 280;

/** Query key: a tip was paid (the profile shows the success banner, then drops the key). */
export const TIPPED_QUERY_KEY = 'successfullyTippedAmount';
/** Query key: open the tip dialog with this amount (a tip started before login resumes after it). */
export const CONFIRM_TIP_QUERY_KEY = 'confirmTipPurchase';

/** Review text length (characters). */
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
/** Days before the same punter may review the same escort again. */
export const REVIEW_INTERVAL_DAYS = 30;
/** Why a review is reported. */
export const REVIEW_REPORT_REASONS = ['abusive', 'false', 'private_data', 'spam', 'other'] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];

/** Saved searches a punter may keep (VIP: more). */
export const SAVED_SEARCH_LIMIT = 3;
export const SAVED_SEARCH_LIMIT_VIP = 20;
/** Longest saved-search name (characters). */
export const SAVED_SEARCH_NAME_MAX = 80;
