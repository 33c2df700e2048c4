import { channelSignatureText, sign } from '../domains/broadcasting.ts';
import { isRecord } from '../lib/text.ts';

/** A frame of the Pusher protocol (v7). `data` is JSON text, as pusher-js expects. */
export interface PusherFrame {
  event: string;
  channel?: string;
  data: string;
}

/** What one client message produces: answers to that socket, or a whisper to the channel's others. */
export type PusherReply =
  | { target: 'self'; frame: PusherFrame }
  | { target: 'channel-others'; channel: string; frame: PusherFrame };

/** Seconds of silence after which pusher-js pings; answered with pong. */
export const ACTIVITY_TIMEOUT_S = 120;

let socketCounter = 0;

/** Pusher socket ids look like `123.4567890`. */
export function nextSocketId(): string {
  socketCounter += 1;
  return `${1000 + socketCounter}.${(socketCounter * 7_919 + 1_234_567) % 9_999_999}`;
}

const frame = (event: string, data: unknown, channel?: string): PusherFrame => ({
  event,
  data: typeof data === 'string' ? data : JSON.stringify(data),
  ...(channel === undefined ? {} : { channel }),
});

const needsAuth = (channel: string): boolean =>
  channel.startsWith('private-') || channel.startsWith('presence-');

/**
 * The server side of one Pusher connection, free of MSW so it can be unit-tested: it answers
 * subscribe (checking the auth signature of private and presence channels), unsubscribe, ping,
 * signin and client events. Anything unparsable gets a `pusher:error`, never an exception.
 */
export class PusherSession {
  readonly channels = new Set<string>();
  /** Presence members by channel, from the channel_data of the subscribe. */
  private readonly presence = new Map<string, { user_id: string; user_info?: unknown }>();

  constructor(
    readonly key: string,
    readonly socketId: string = nextSocketId(),
  ) {}

  connectionEstablished(): PusherFrame {
    return frame('pusher:connection_established', {
      socket_id: this.socketId,
      activity_timeout: ACTIVITY_TIMEOUT_S,
    });
  }

  handle(raw: unknown): PusherReply[] {
    let message: unknown;
    try {
      message = typeof raw === 'string' ? JSON.parse(raw) : undefined;
    } catch {
      message = undefined;
    }
    if (!isRecord(message) || typeof message.event !== 'string')
      return [this.error('Malformed message', 4200)];
    const data = isRecord(message.data) ? message.data : {};
    switch (message.event) {
      case 'pusher:ping':
        return [{ target: 'self', frame: frame('pusher:pong', {}) }];
      case 'pusher:pong':
        return [];
      case 'pusher:subscribe':
        return [this.subscribe(data)];
      case 'pusher:unsubscribe':
        if (typeof data.channel === 'string') {
          this.channels.delete(data.channel);
          this.presence.delete(data.channel);
        }
        return [];
      case 'pusher:signin':
        return [this.signin(data)];
      default:
        return this.clientEvent(message.event, message.channel, message.data);
    }
  }

  private error(message: string, code: number): PusherReply {
    return { target: 'self', frame: frame('pusher:error', { message, code }) };
  }

  private subscribe(data: Record<string, unknown>): PusherReply {
    const channel = typeof data.channel === 'string' ? data.channel : '';
    if (channel === '') return this.error('Subscribe needs a channel', 4200);
    const channelData = typeof data.channel_data === 'string' ? data.channel_data : undefined;
    if (needsAuth(channel)) {
      const expected = sign(this.key, channelSignatureText(this.socketId, channel, channelData));
      if (data.auth !== expected) {
        const error = { type: 'AuthError', error: `Invalid signature for ${channel}`, status: 401 };
        return { target: 'self', frame: frame('pusher:subscription_error', error, channel) };
      }
    }
    this.channels.add(channel);
    if (!channel.startsWith('presence-'))
      return {
        target: 'self',
        frame: frame('pusher_internal:subscription_succeeded', {}, channel),
      };
    let member: { user_id: string; user_info?: unknown } = { user_id: this.socketId };
    try {
      const parsed: unknown = JSON.parse(channelData ?? '{}');
      if (
        isRecord(parsed) &&
        (typeof parsed.user_id === 'string' || typeof parsed.user_id === 'number')
      ) {
        member = { user_id: String(parsed.user_id), user_info: parsed.user_info };
      }
    } catch {
      // A presence member without readable data is still a member, known by socket id.
    }
    this.presence.set(channel, member);
    const presence = {
      ids: [member.user_id],
      hash: { [member.user_id]: member.user_info ?? {} },
      count: 1,
    };
    return {
      target: 'self',
      frame: frame('pusher_internal:subscription_succeeded', { presence }, channel),
    };
  }

  private signin(data: Record<string, unknown>): PusherReply {
    const userData = typeof data.user_data === 'string' ? data.user_data : '';
    if (data.auth !== sign(this.key, `${this.socketId}::user::${userData}`))
      return this.error('Invalid signin signature', 4009);
    return { target: 'self', frame: frame('pusher:signin_success', { user_data: userData }) };
  }

  /** `client-*` events on a subscribed private or presence channel go to its other subscribers. */
  private clientEvent(event: string, channel: unknown, data: unknown): PusherReply[] {
    if (!event.startsWith('client-') || typeof channel !== 'string')
      return [this.error(`Unsupported event ${event}`, 4200)];
    if (!needsAuth(channel) || !this.channels.has(channel))
      return [this.error('Client events need a subscribed private channel', 4301)];
    return [{ target: 'channel-others', channel, frame: frame(event, data ?? {}, channel) }];
  }
}
