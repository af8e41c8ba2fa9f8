/** Why starting a conversation from a profile failed, as the key of the alert to show. */

/** The alert's key for the refusing answer's status (the API's 403 means a block for a punter, the punter-only rule for anyone else). */
export function startErrorKey(
  status: number,
  isPunter: boolean,
): 'messages.start.blocked' | 'messages.start.punterOnly' | 'messages.start.notFound' | 'messages.start.self' | 'messages.start.failed' {
  if (status === 403) return isPunter ? 'messages.start.blocked' : 'messages.start.punterOnly';
  if (status === 404) return 'messages.start.notFound';
  if (status === 422) return 'messages.start.self';
  return 'messages.start.failed';
}
