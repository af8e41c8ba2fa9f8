/**
 * The messages pages' URL: `?c=<id>` names the open conversation (so it can be linked and the
 * back button closes it), `?profile=<id>` asks to start one with a profile (the profile's
 * "Nachricht senden" link).
 */

/** What the query asks for. */
export interface MessagesQuery {
  conversation?: number;
  profile?: number;
}

const id = (v: string | null) => (v !== null && /^[1-9][0-9]{0,15}$/.test(v) ? Number(v) : undefined);

/** Read the query of the page's URL. */
export function readQuery(search: string): MessagesQuery {
  const q = new URLSearchParams(search);
  return { conversation: id(q.get('c')), profile: id(q.get('profile')) };
}

/** The page's URL with the conversation open (or none), other parameters dropped. */
export function conversationUrl(pathname: string, conversationId: number | undefined): string {
  return conversationId === undefined ? pathname : `${pathname}?c=${conversationId}`;
}
