/**
 * The channels of the built-in server in memory: which sockets are subscribed where, the members of
 * each presence channel (unique by user id, however many sockets a user has open), and delivery of
 * one frame to every subscriber of a channel but the excluded socket.
 */
import { frame } from './protocol.ts';

/** What the hub needs of a socket. */
export interface Subscriber {
  readonly id: string;
  send(text: string): void;
}

/** A presence channel member as the protocol shows it. */
export interface Member {
  user_id: string;
  user_info?: unknown;
}

interface Presence {
  info: unknown;
  /** Sockets of this user subscribed to the channel. */
  sockets: number;
}

export class Hub {
  private readonly channels = new Map<string, Set<Subscriber>>();
  private readonly presence = new Map<string, Map<string, Presence>>();

  /** Channels with a subscriber, and presence channels with a member (both are dropped when empty). */
  get channelCount(): number {
    return this.channels.size + this.presence.size;
  }

  /** Subscribers of a channel right now. */
  subscribers(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  /** Whether a socket is subscribed to a channel. */
  has(channel: string, socket: Subscriber): boolean {
    return this.channels.get(channel)?.has(socket) ?? false;
  }

  /** Add a socket to a channel; false when it was there already. */
  add(channel: string, socket: Subscriber): boolean {
    let set = this.channels.get(channel);
    if (!set) this.channels.set(channel, (set = new Set<Subscriber>()));
    if (set.has(socket)) return false;
    set.add(socket);
    return true;
  }

  /** Remove a socket from a channel; false when it was not there. */
  remove(channel: string, socket: Subscriber): boolean {
    const set = this.channels.get(channel);
    if (!set?.delete(socket)) return false;
    if (!set.size) this.channels.delete(channel);
    return true;
  }

  /** The members of a presence channel (one entry per user). */
  members(channel: string): Map<string, unknown> {
    const out = new Map<string, unknown>();
    for (const [id, p] of this.presence.get(channel) ?? new Map<string, Presence>()) out.set(id, p.info);
    return out;
  }

  /** Count a member in; true when the user was not a member before (then the others hear `member_added`). */
  addMember(channel: string, member: Member): boolean {
    let map = this.presence.get(channel);
    if (!map) this.presence.set(channel, (map = new Map<string, Presence>()));
    const known = map.get(member.user_id);
    if (known) {
      known.sockets++;
      return false;
    }
    map.set(member.user_id, { info: member.user_info, sockets: 1 });
    return true;
  }

  /** Count a member out; true when the user's last socket left (then the others hear `member_removed`). */
  removeMember(channel: string, userId: string): boolean {
    const map = this.presence.get(channel);
    const known = map?.get(userId);
    if (!map || !known) return false;
    if (--known.sockets > 0) return false;
    map.delete(userId);
    if (!map.size) this.presence.delete(channel);
    return true;
  }

  /** Whether a user is a member of a presence channel. */
  isMember(channel: string, userId: string): boolean {
    return this.presence.get(channel)?.has(userId) ?? false;
  }

  /** Members of a presence channel. */
  memberCount(channel: string): number {
    return this.presence.get(channel)?.size ?? 0;
  }

  /** Send a ready frame to every subscriber of a channel but `exceptId`; the number reached. */
  sendRaw(channel: string, text: string, exceptId?: string): number {
    const set = this.channels.get(channel);
    if (!set) return 0;
    let sent = 0;
    for (const socket of set) {
      if (socket.id === exceptId) continue;
      socket.send(text);
      sent++;
    }
    return sent;
  }

  /** Deliver an event (data already a string, as publishers send it) to channels; the sockets reached. */
  publish(channels: readonly string[], event: string, data: string, exceptId?: string): number {
    let sent = 0;
    for (const channel of channels) sent += this.sendRaw(channel, frame(event, data, channel), exceptId);
    return sent;
  }
}
