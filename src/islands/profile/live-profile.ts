/**
 * The public profile as the API answers it now (GET /users/{id}, with the contact channels the
 * page's HTML leaves out), loaded once per page and shared by the pre-rendered profile page's island
 * and its parts. That read is also the profile view the owner's dashboard counts.
 */
import { getPublicProfile } from '../../lib/api/client/profiles.ts';
import type { RequestOptions } from '../../lib/api/http.ts';
import type { PublicProfile } from '../../lib/api/profiles.ts';

const loads = new Map<number, Promise<PublicProfile | undefined>>();

/** The profile now (undefined: it could not be loaded, or is no longer published). */
export function liveProfile(id: number, opts: RequestOptions): Promise<PublicProfile | undefined> {
  let pending = loads.get(id);
  if (!pending) {
    pending = getPublicProfile(id, opts).then((res) => res.data?.results);
    loads.set(id, pending);
  }
  return pending;
}
