/**
 * The companion answers in the site's conversations: when a member writes to an `escort_ai`
 * profile (the owner's own creation, or a published companion), a reply job is stored in the same
 * transaction as the message; the job asks the provider in the member's language and stores the
 * answer as a message of the companion's user (same tables, realtime event and notification as
 * any message). The reply to message seq N has the client id `ai-reply-N`, unique per
 * conversation and sender, so a job that runs twice stores one answer. The first answer of a
 * conversation starts with the AI disclosure (EU AI Act Art. 50). Replies are limited per user.
 */
import { minorTermIn } from '../../domain/ai/screening.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Locale } from '../../../regions/schema.ts';
import { LOCALES } from '../../../regions/schema.ts';
import { t } from '../../../i18n/index.ts';
import { MESSAGE_BODY_MAX, MESSAGE_EVENTS, userChannel, type MessageCreatedEvent } from '../../lib/api/messages.ts';
import { companionProfile, creationOfCompanion } from '../db/queries/ai.ts';
import { conversationById, insertMessage, messageByClientId, nextSeq, type MessageRow } from '../db/queries/messages.ts';
import type { DB } from '../db/types.ts';
import { createJobQueue } from '../jobs/queue.ts';
import { publish } from '../messaging/broadcast.ts';
import { messageOfRow } from '../services/messaging.ts';
import { notifyQuietly } from '../services/notifications.ts';
import { forbidden, tooMany, type Failure } from '../services/outcome.ts';
import { ageOn, isoDay } from '../time.ts';
import { personaOf } from './companion.ts';
import { AI_JOBS, type AiDeps } from './deps.ts';
import type { ChatTurn, Persona } from './providers/types.ts';

/** Messages of the history the provider sees. */
const HISTORY = 20;
/** Attempts of a reply job (a provider failure is retried; the last one answers with an apology). */
export const REPLY_ATTEMPTS = 3;
const PERSONALITIES = ['sweet', 'playful', 'confident', 'caring', 'mysterious', 'adventurous'];

/** The client id of the companion's reply to message `seq`. */
export const replyClientId = (seq: number) => `ai-reply-${seq}`;
/** The client id of the refusal that ended a conversation in which a minor's age was stated. */
export const endedClientId = (seq: number) => `ai-ended-${seq}`;

/** Whether a companion already ended the conversation (a minor's age was stated in it): every later message gets the refusal. */
async function conversationEnded(db: Kysely<DB>, conversationId: number, companion: number): Promise<boolean> {
  const row = await db
    .selectFrom('messages')
    .select('id')
    .where('conversation_id', '=', conversationId)
    .where('sender_id', '=', companion)
    .where('client_id', 'like', 'ai-ended-%')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The AI side of a conversation: the companion user and who may chat with it. */
async function aiParty(db: Kysely<DB>, partnerId: number) {
  const profile = await companionProfile(db, partnerId);
  if (profile?.profile_type !== 'escort_ai') return undefined;
  const creation = await creationOfCompanion(db, partnerId);
  return { profile, creation };
}

/** The locale a member reads in: their own, else their region's. */
async function localeOf(deps: Pick<AiDeps, 'db' | 'regions'>, userId: number): Promise<Locale> {
  const u = await deps.db.selectFrom('users').select(['locale', 'region']).where('id', '=', userId).executeTakeFirst();
  if (u?.locale && (LOCALES as readonly string[]).includes(u.locale)) return u.locale as Locale;
  return u ? deps.regions[u.region].defaultLocale : 'en';
}

/** Hooks the messaging service calls for conversations with an AI companion. */
export interface AiChatHooks {
  /** Whether the user owns this AI companion (an owner may start its chat whatever their roles). */
  owns(userId: number, partnerId: number): Promise<boolean>;
  /** Before a member's message is stored: refuse it (403 unavailable, 429 limit), or undefined to go on. */
  beforeSend(senderId: number, partnerId: number): Promise<Failure | undefined>;
  /** In the transaction that stores the member's message: queue the companion's reply. */
  stored(trx: Transaction<DB>, message: MessageRow, partnerId: number): Promise<void>;
  /** The disclosure shown with a conversation whose other member is an AI companion (null otherwise). */
  disclosure(otherId: number, locale: Locale): Promise<string | null>;
}

/** The hooks over the AI deps. */
export function aiChatHooks(deps: AiDeps): AiChatHooks {
  return {
    async owns(userId, partnerId) {
      return (await creationOfCompanion(deps.db, partnerId))?.owner_id === userId;
    },
    async beforeSend(senderId, partnerId) {
      const party = await aiParty(deps.db, partnerId);
      if (!party) return undefined;
      const locale = await localeOf(deps, senderId);
      const owner = party.creation?.owner_id === senderId;
      if (!owner && party.profile.published !== 1) return forbidden(t(locale, 'aiModel.error.unavailable'));
      const limit = await deps.limiter.hit({ name: 'ai-chat-user', ...deps.settings.chatLimit }, `u:${senderId}`);
      return limit.ok ? undefined : tooMany(limit.retryAfter, t(locale, 'aiModel.error.chatLimit'));
    },
    async stored(trx, message, partnerId) {
      if (!(await aiParty(trx, partnerId))) return;
      await createJobQueue(trx, deps.clock).enqueue(
        AI_JOBS.reply,
        { conversationId: message.conversation_id, seq: message.seq },
        { dedupeKey: `ai-reply:${message.conversation_id}:${message.seq}`, maxAttempts: REPLY_ATTEMPTS },
      );
    },
    async disclosure(otherId, locale) {
      const party = await aiParty(deps.db, otherId);
      return party ? t(locale, 'aiModel.chat.disclosure', { name: party.profile.display_name }) : null;
    },
  };
}

/** The persona of a companion: its creation's, or one made from a demo AI profile. */
function personaFrom(party: NonNullable<Awaited<ReturnType<typeof aiParty>>>, today: string): Persona {
  if (party.creation) return personaOf({ ...party.creation, name: party.profile.display_name });
  const p = party.profile;
  return {
    name: p.display_name,
    age: p.date_of_birth ? ageOn(p.date_of_birth, today) : 25,
    personality: PERSONALITIES[p.user_id % PERSONALITIES.length]!,
    relationship: 'girlfriend',
    hobbies: [],
    voice: '',
    about: p.about ?? '',
  };
}

/** Run one reply job: answer the member's message `seq` unless a later one will be answered. */
export async function replyInConversation(
  deps: AiDeps,
  conversationId: number,
  seq: number,
  job?: { attempt: number; maxAttempts: number },
): Promise<void> {
  const c = await conversationById(deps.db, conversationId);
  if (!c) return;
  const party = await aiParty(deps.db, c.partner_id);
  if (!party) return;
  const member = c.punter_id;
  const companion = c.partner_id;
  const latest = await deps.db
    .selectFrom('messages')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('conversation_id', '=', conversationId)
    .where('sender_id', '=', member)
    .executeTakeFirst();
  // A newer message has its own job, which answers with the whole history.
  if (Number(latest?.seq ?? 0) > seq) return;
  let clientId = replyClientId(seq);
  let row =
    (await messageByClientId(deps.db, conversationId, companion, clientId)) ??
    (await messageByClientId(deps.db, conversationId, companion, endedClientId(seq)));
  const locale = await localeOf(deps, member);

  if (!row) {
    if (party.profile.published !== 1 && party.creation?.owner_id !== member) return;
    const rows = await deps.db
      .selectFrom('messages')
      .select(['sender_id', 'body', 'seq'])
      .where('conversation_id', '=', conversationId)
      .orderBy('seq', 'desc')
      .limit(HISTORY)
      .execute();
    const history: ChatTurn[] = rows
      .reverse()
      .filter((m) => m.sender_id !== null && m.body.trim() !== '')
      .map((m) => ({ role: m.sender_id === companion ? 'assistant' : 'user', text: m.body }));
    const persona = personaFrom(party, isoDay(deps.clock.now()));
    let text: string;
    // A member who states a minor's age (their own or the companion's) ends the conversation: the
    // companion refuses, now and for every later message; no provider sees the text. So does a
    // persona whose name or about text the screening refuses (one stored before it knew the phrasing).
    const minor =
      [persona.name, persona.about].some((text) => minorTermIn(text) !== undefined) ||
      history.some((turn) => turn.role === 'user' && minorTermIn(turn.text) !== undefined);
    if (minor || (await conversationEnded(deps.db, conversationId, companion))) {
      clientId = endedClientId(seq);
      text = t(locale, 'aiModel.chat.minorEnded');
    } else
      try {
        text = (await deps.provider.chat(persona, history, locale)).trim();
      } catch (err) {
        const last = !job || job.attempt >= job.maxAttempts;
        deps.log.error('ai reply failed', { conversationId, seq, last, error: err instanceof Error ? err.message : String(err) });
        if (!last) throw err;
        text = t(locale, 'aiModel.chat.unavailable');
      }
    const answered = await deps.db
      .selectFrom('messages')
      .select('id')
      .where('conversation_id', '=', conversationId)
      .where('sender_id', '=', companion)
      .limit(1)
      .executeTakeFirst();
    const disclosure = answered ? '' : `${t(locale, 'aiModel.chat.disclosure', { name: persona.name })}\n\n`;
    const body = `${disclosure}${text || t(locale, 'aiModel.chat.unavailable')}`.slice(0, MESSAGE_BODY_MAX);
    const at = deps.clock.now().toISOString();
    try {
      row = await deps.db.transaction().execute(async (trx) => {
        const next = await nextSeq(trx, conversationId, at);
        return insertMessage(trx, {
          conversation_id: conversationId,
          seq: next,
          sender_id: companion,
          client_id: clientId,
          body,
          attachment_id: null,
          created_at: at,
        });
      });
    } catch (err) {
      // Another run stored this reply meanwhile.
      row = await messageByClientId(deps.db, conversationId, companion, clientId);
      if (!row) throw err;
    }
  }
  // Published and notified after it is stored (again when a run died after storing: the
  // notification folds per conversation, a client drops an event it has).
  const message = messageOfRow(row);
  const event: MessageCreatedEvent = { conversationId, message };
  await publish(deps.broadcast, deps.log, [userChannel(member), userChannel(companion)], MESSAGE_EVENTS.created, event);
  await notifyQuietly(
    deps,
    member,
    'message',
    {
      conversationId,
      seq: message.seq,
      senderId: companion,
      senderName: party.profile.display_name,
      preview: message.body.slice(0, 100),
      image: false,
    },
    `conversation:${conversationId}`,
  );
}
