/**
 * Who may subscribe to which private, presence and encrypted channel: rules registered by channel
 * prefix (the longest matching prefix decides). A rule answers false (refused), true (allowed; on a
 * presence channel the member is the user with no info) or the presence member to announce.
 * Channels no rule covers are refused. The user channels ship here; features add their own
 * (messaging adds `presence-conversation.`).
 */
import type { AppDeps, SessionUser } from '../context.ts';
import type { Member } from './hub.ts';

/** Decides one subscription. */
export type ChannelRule = (user: SessionUser, channel: string, deps: AppDeps) => Promise<boolean | Member>;

const rules = new Map<string, ChannelRule>();

/** Register the rule of channels starting with `prefix`; returns a function that removes it again. */
export function registerChannelRule(prefix: string, rule: ChannelRule): () => void {
  if (!/^(private-|presence-)/.test(prefix)) throw new Error(`Only private and presence channels take rules, not "${prefix}"`);
  rules.set(prefix, rule);
  return () => {
    if (rules.get(prefix) === rule) rules.delete(prefix);
  };
}

/** The rule of a channel: the one with the longest matching prefix. */
export function ruleFor(channel: string): ChannelRule | undefined {
  let best: string | undefined;
  for (const prefix of rules.keys()) if (channel.startsWith(prefix) && (!best || prefix.length > best.length)) best = prefix;
  return best === undefined ? undefined : rules.get(best);
}

/** A user's own channel `{prefix}{id}` only. */
const ownChannel =
  (prefix: string): ChannelRule =>
  (user, channel) =>
    Promise.resolve(channel === `${prefix}${user.id}`);

/** The user's private channel (notifications, new messages) and its encrypted twin. */
export const USER_CHANNEL = 'private-user.';
export const ENCRYPTED_USER_CHANNEL = 'private-encrypted-user.';

registerChannelRule(USER_CHANNEL, ownChannel(USER_CHANNEL));
registerChannelRule(ENCRYPTED_USER_CHANNEL, ownChannel(ENCRYPTED_USER_CHANNEL));
