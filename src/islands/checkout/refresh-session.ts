/**
 * Refresh the signed-in user after a purchase changed it (the VIP date), in place: unlike a forced
 * session load, the session never passes through "loading", so the route guard keeps the page
 * mounted (and with it the purchase's result).
 */
import { getMe } from '../../lib/api/client/users.ts';
import { setSessionUser } from '../../stores/session.ts';

/** Fetch the user again and update the session store when the answer carries it. */
export async function refreshSessionUser(): Promise<void> {
  const res = await getMe();
  if (res.data) setSessionUser(res.data.results);
}
