/** Reasons a visitor can report a profile for; "underage" is reviewed first. No schema library, so forms can import it. */
export const REPORT_REASONS = ['underage', 'fake', 'scam', 'offensive', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
