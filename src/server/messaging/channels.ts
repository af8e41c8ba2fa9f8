/**
 * Who may subscribe to the messaging channels. The channel authorisation endpoint asks these
 * rules: `presence-conversation.{id}` admits the conversation's two members only, with their name
 * and typing setting as presence info (so clients respect a member who turned typing off);
 * `private-encrypted-user.{id}` (where every user event arrives) admits that user only.
 */
import type { Kysely } from 'kysely';
import { partyFacts, settingsOf } from '../db/queries/messages.ts';
import type { DB } from '../db/types.ts';
import { conversationOfMember } from '../services/messaging.ts';

/** What a presence channel tells the other members about a subscriber. */
export interface ConversationMemberInfo {
  user_id: string;
  user_info: { name: string; typing: boolean; readReceipts: boolean };
}

/** A channel rule: false refuses the subscription. */
export type ChannelRule<T> = (user: { id: number }, channelName: string) => Promise<false | T>;

/** Prefix of a conversation's presence channel (`presence-conversation.{conversationId}`). */
export const CONVERSATION_CHANNEL = 'presence-conversation.';
const CONVERSATION = /^presence-conversation\.([1-9][0-9]{0,15})$/;

/** `presence-conversation.{conversationId}`: the two members, with their presence info. */
export function conversationChannelRule(db: Kysely<DB>): ChannelRule<ConversationMemberInfo> {
  return async (user, channelName) => {
    const m = CONVERSATION.exec(channelName);
    if (!m) return false;
    if (!(await conversationOfMember(db, user.id, Number(m[1])))) return false;
    const [facts, settings] = await Promise.all([partyFacts(db, [user.id]), settingsOf(db, [user.id])]);
    const s = settings[0];
    return {
      user_id: String(user.id),
      user_info: {
        name: facts[0]?.display_name ?? facts[0]?.username ?? '',
        typing: s ? s.typing === 1 : true,
        readReceipts: s ? s.read_receipts === 1 : true,
      },
    };
  };
}
