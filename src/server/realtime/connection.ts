/**
 * One client connection of the built-in server: reads its frames (ping, subscribe, unsubscribe,
 * client events), answers them per the protocol and leaves its channels when it closes.
 */
import type { WebSocket } from 'ws';
import { allowsClientEvents, channelKind, isChannelName } from './channels.ts';
import type { Hub, Member } from './hub.ts';
import {
  CODES,
  dataBytes,
  errorFrame,
  frame,
  MAX_EVENT_DATA_BYTES,
  MAX_EVENT_NAME_LENGTH,
  MAX_PRESENCE_MEMBERS,
  subscriptionErrorFrame,
  type Frame,
} from './protocol.ts';
import { verifyChannelAuth, type AppCredentials } from './signing.ts';

/** What a connection needs from its server. */
export interface ConnectionContext {
  hub: Hub;
  app: AppCredentials;
  clientEventsPerSecond: number;
  /** Channels this connection may subscribe to at most (optional in tests of the protocol alone). */
  maxChannels?: number;
  /** Public channel names that exist (undefined: any). */
  publicChannels?: ReadonlySet<string>;
  /** Frames of any kind per second, after a burst of `frameBurst` (the server's flood limit). */
  framesPerSecond: number;
  frameBurst: number;
  now(): number;
}

export class Connection {
  /** Last time any frame arrived (ms). */
  lastSeen: number;
  /** When the server pinged and still waits for an answer (ms), else null. */
  pingedAt: number | null = null;
  private readonly channels = new Set<string>();
  private readonly presence = new Map<string, Member>();
  private windowStart = 0;
  private eventsInWindow = 0;
  /** Frames the connection may still send now, and when that was last worked out (ms). */
  private frameTokens: number;
  private tokensAt: number;
  private flooded = false;

  readonly id: string;
  private readonly ws: WebSocket;
  private readonly ctx: ConnectionContext;

  constructor(id: string, ws: WebSocket, ctx: ConnectionContext) {
    this.id = id;
    this.ws = ws;
    this.ctx = ctx;
    this.lastSeen = ctx.now();
    this.frameTokens = ctx.frameBurst;
    this.tokensAt = this.lastSeen;
  }

  /** Send a frame if the socket is still open. */
  send(text: string): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(text);
  }

  /** Close with a protocol code, telling the client why first. */
  close(code: number, message: string): void {
    this.send(errorFrame(code, message));
    this.ws.close(code, message);
  }

  /**
   * Count one incoming frame against the connection's budget; false once it is spent, and then the
   * connection is closed (4100: the client backs off) and later frames are dropped unread.
   */
  admit(): boolean {
    if (this.flooded) return false;
    const now = this.ctx.now();
    const { framesPerSecond, frameBurst } = this.ctx;
    this.frameTokens = Math.min(frameBurst, this.frameTokens + ((now - this.tokensAt) / 1000) * framesPerSecond);
    this.tokensAt = now;
    if (this.frameTokens >= 1) {
      this.frameTokens--;
      return true;
    }
    this.flooded = true;
    this.close(CODES.overCapacity, `More than ${framesPerSecond} frames a second; back off and reconnect.`);
    return false;
  }

  /** Handle one incoming text frame. */
  receive(raw: string): void {
    this.lastSeen = this.ctx.now();
    this.pingedAt = null;
    let msg: Frame;
    try {
      msg = JSON.parse(raw) as Frame;
    } catch {
      return this.send(errorFrame(null, 'The frame is not JSON.'));
    }
    if (!msg || typeof msg !== 'object' || typeof msg.event !== 'string') return this.send(errorFrame(null, 'The frame has no event.'));
    // Clients of some versions send `data` as a JSON string.
    const data = typeof msg.data === 'string' && msg.event.startsWith('pusher:') ? safeParse(msg.data) : msg.data;
    switch (msg.event) {
      case 'pusher:ping':
        return this.send(frame('pusher:pong', {}));
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return this.subscribe(data);
      case 'pusher:unsubscribe':
        return this.unsubscribe((data as { channel?: unknown } | undefined)?.channel);
      default:
        if (msg.event.startsWith('client-')) return this.clientEvent(msg);
        // Anything else (pusher:signin, unknown events) is not served: ignored, as Pusher does.
        return;
    }
  }

  /** Leave every channel (the socket closed). */
  leaveAll(): void {
    for (const channel of [...this.channels]) this.unsubscribe(channel);
  }

  private subscribe(data: unknown): void {
    const d = (data && typeof data === 'object' ? data : {}) as { channel?: unknown; auth?: unknown; channel_data?: unknown };
    const channel = d.channel;
    if (!isChannelName(channel)) return this.send(errorFrame(null, 'The channel name is missing or invalid.'));
    const kind = channelKind(channel);
    if (this.channels.has(channel)) return this.succeeded(channel);
    const { hub, app, maxChannels, publicChannels } = this.ctx;
    if (maxChannels !== undefined && this.channels.size >= maxChannels) {
      return this.send(subscriptionErrorFrame(channel, 'LimitReached', `At most ${maxChannels} channels per connection.`, 4004));
    }
    if (kind === 'public' && publicChannels && !publicChannels.has(channel)) {
      return this.send(subscriptionErrorFrame(channel, 'UnknownChannel', 'No such public channel.', 404));
    }
    if (kind === 'presence') {
      const channelData = typeof d.channel_data === 'string' ? d.channel_data : undefined;
      if (channelData === undefined || !verifyChannelAuth(app, d.auth, this.id, channel, channelData)) {
        return this.send(subscriptionErrorFrame(channel, 'AuthError', 'Invalid signature for the channel.', 401));
      }
      const member = memberOf(channelData);
      if (!member) return this.send(subscriptionErrorFrame(channel, 'AuthError', 'The channel_data has no user_id.', 401));
      if (!hub.isMember(channel, member.user_id) && hub.memberCount(channel) >= MAX_PRESENCE_MEMBERS) {
        return this.send(subscriptionErrorFrame(channel, 'LimitReached', 'The presence channel is full.', 4004));
      }
      hub.add(channel, this);
      this.channels.add(channel);
      this.presence.set(channel, member);
      if (hub.addMember(channel, member)) {
        hub.sendRaw(channel, frame('pusher_internal:member_added', member, channel), this.id);
      }
      return this.succeeded(channel);
    }
    if (kind !== 'public' && !verifyChannelAuth(app, d.auth, this.id, channel)) {
      return this.send(subscriptionErrorFrame(channel, 'AuthError', 'Invalid signature for the channel.', 401));
    }
    hub.add(channel, this);
    this.channels.add(channel);
    this.succeeded(channel);
  }

  private succeeded(channel: string): void {
    if (channelKind(channel) !== 'presence') return this.send(frame('pusher_internal:subscription_succeeded', {}, channel));
    const members = this.ctx.hub.members(channel);
    const presence = { ids: [...members.keys()], hash: Object.fromEntries(members), count: members.size };
    this.send(frame('pusher_internal:subscription_succeeded', { presence }, channel));
  }

  private unsubscribe(channel: unknown): void {
    if (typeof channel !== 'string' || !this.channels.delete(channel)) return;
    const { hub } = this.ctx;
    hub.remove(channel, this);
    const member = this.presence.get(channel);
    if (!member) return;
    this.presence.delete(channel);
    if (hub.removeMember(channel, member.user_id)) {
      hub.sendRaw(channel, frame('pusher_internal:member_removed', { user_id: member.user_id }, channel), this.id);
    }
  }

  private clientEvent(msg: Frame): void {
    const channel = msg.channel;
    if (typeof channel !== 'string' || !this.channels.has(channel)) {
      return this.send(errorFrame(CODES.clientEventRejected, 'Client events need a subscribed channel.', channel));
    }
    if (!allowsClientEvents(channel)) {
      return this.send(errorFrame(CODES.clientEventRejected, 'Client events are allowed on private and presence channels only.', channel));
    }
    if (msg.event.length > MAX_EVENT_NAME_LENGTH) {
      return this.send(
        errorFrame(CODES.clientEventRejected, `The event name is longer than ${MAX_EVENT_NAME_LENGTH} characters.`, channel),
      );
    }
    if (dataBytes(msg.data ?? '') > MAX_EVENT_DATA_BYTES) {
      return this.send(errorFrame(CODES.clientEventRejected, 'The event data exceeds 10 KB.', channel));
    }
    if (!this.countClientEvent()) {
      return this.send(
        errorFrame(CODES.clientEventRejected, `At most ${this.ctx.clientEventsPerSecond} client events per second.`, channel),
      );
    }
    const member = this.presence.get(channel);
    const out: Frame = { event: msg.event, channel, data: msg.data, ...(member ? { user_id: member.user_id } : {}) };
    // Never echoed: the sender already knows what it sent.
    this.ctx.hub.sendRaw(channel, JSON.stringify(out), this.id);
  }

  /** Count one client event in the current one-second window; false when over the limit. */
  private countClientEvent(): boolean {
    const now = this.ctx.now();
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.eventsInWindow = 0;
    }
    if (this.eventsInWindow >= this.ctx.clientEventsPerSecond) return false;
    this.eventsInWindow++;
    return true;
  }
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The member a presence `channel_data` names, or undefined when it has no usable user_id. */
function memberOf(channelData: string): Member | undefined {
  const parsed = safeParse(channelData) as { user_id?: unknown; user_info?: unknown } | undefined;
  const id = parsed?.user_id;
  if (!(typeof id === 'string' && id !== '') && !(typeof id === 'number' && Number.isFinite(id))) return undefined;
  return { user_id: String(id), ...(parsed?.user_info === undefined ? {} : { user_info: parsed.user_info }) };
}
