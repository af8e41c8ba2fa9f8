/**
 * Channel authorisation (what `POST /broadcasting/auth` answers): the rule of the channel decides,
 * then the answer is signed as the Pusher protocol requires, `auth` plus `channel_data` for
 * presence channels and `shared_secret` for encrypted ones.
 */
import type { AppDeps, SessionUser } from '../context.ts';
import { channelKind } from './channels.ts';
import type { Member } from './hub.ts';
import { ruleFor } from './rules.ts';
import type { SigningKeys } from './settings.ts';
import { channelAuth, channelSharedSecret } from './signing.ts';

/** The signed answer of a granted subscription. */
export interface ChannelAuthorisation {
  auth: string;
  channel_data?: string;
  shared_secret?: string;
}

/** Authorise `user` on `channel` for the socket `socketId`; undefined when refused. */
export async function authorizeChannel(
  keys: SigningKeys,
  deps: AppDeps,
  user: SessionUser,
  socketId: string,
  channel: string,
): Promise<ChannelAuthorisation | undefined> {
  const kind = channelKind(channel);
  const rule = ruleFor(channel);
  if (kind === 'public' || !rule) return undefined;
  const granted = await rule(user, channel, deps);
  if (granted === false) return undefined;
  if (kind === 'presence') {
    const member: Member = granted === true ? { user_id: String(user.id) } : { ...granted, user_id: String(granted.user_id) };
    const channelData = JSON.stringify(member);
    return { auth: channelAuth(keys.app, socketId, channel, channelData), channel_data: channelData };
  }
  if (kind === 'encrypted') {
    // Without a master key there is no shared secret: the subscription could not decrypt anything.
    if (!keys.masterKey) return undefined;
    return {
      auth: channelAuth(keys.app, socketId, channel),
      shared_secret: channelSharedSecret(channel, keys.masterKey).toString('base64'),
    };
  }
  return { auth: channelAuth(keys.app, socketId, channel) };
}
