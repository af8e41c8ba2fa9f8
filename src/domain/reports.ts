/** Reasons a visitor can report a profile for (the word is the stable code a report row keeps); "underage" is reviewed first. */
export const REPORT_REASONS = ['underage', 'fake', 'scam', 'offensive', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
