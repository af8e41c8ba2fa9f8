/**
 * The tracking-enabled flag (SPEC §5): true, "true", 1 and "1" switch tracking on, in any case and
 * with surrounding whitespace; every other value switches it off.
 */

/** Whether a flag value means "on". */
export function parseTrackingFlag(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return typeof value === 'string' && /^(?:true|1)$/i.test(value.trim());
}

/** The build's setting (PUBLIC_TRACKING_ENABLED): on when it is not set at all, else as parsed. */
export function trackingEnabled(setting: unknown): boolean {
  return setting === undefined || parseTrackingFlag(setting);
}
