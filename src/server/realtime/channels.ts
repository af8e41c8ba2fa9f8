/**
 * Channel names and kinds of the Pusher protocol: public, `private-`, `presence-` and
 * `private-encrypted-`. Names are at most 164 characters of `A-Za-z0-9_-=@,.;`.
 */

export type ChannelKind = 'public' | 'private' | 'presence' | 'encrypted';

const NAME = /^[A-Za-z0-9_\-=@,.;]{1,164}$/;

/** Whether a channel name is valid. */
export const isChannelName = (name: unknown): name is string => typeof name === 'string' && NAME.test(name);

/** The kind of a channel by its prefix. */
export function channelKind(name: string): ChannelKind {
  if (name.startsWith('private-encrypted-')) return 'encrypted';
  if (name.startsWith('private-')) return 'private';
  if (name.startsWith('presence-')) return 'presence';
  return 'public';
}

/** Whether subscribing needs a signature from the authorisation endpoint. */
export const needsAuth = (name: string) => channelKind(name) !== 'public';

/** Whether clients may send `client-` events on the channel (not public, not encrypted: Pusher's rule). */
export const allowsClientEvents = (name: string) => {
  const kind = channelKind(name);
  return kind === 'private' || kind === 'presence';
};
