import { describe, expect, it } from 'vitest';

import { channelSignatureText, sign } from '../domains/broadcasting.ts';
import { ACTIVITY_TIMEOUT_S, PusherSession, type PusherReply } from './pusher-session.ts';

const KEY = 'app-key';
const session = () => new PusherSession(KEY, '123.456');
const frameOf = (replies: PusherReply[]) => {
  expect(replies).toHaveLength(1);
  return replies[0]?.frame;
};
const send = (s: PusherSession, message: unknown) => s.handle(JSON.stringify(message));

describe('PusherSession', () => {
  it('announces the socket id and activity timeout', () => {
    const established = session().connectionEstablished();
    expect(established.event).toBe('pusher:connection_established');
    expect(JSON.parse(established.data)).toEqual({
      socket_id: '123.456',
      activity_timeout: ACTIVITY_TIMEOUT_S,
    });
  });

  it('answers ping with pong and ignores pong', () => {
    const s = session();
    expect(frameOf(send(s, { event: 'pusher:ping', data: {} }))).toEqual({
      event: 'pusher:pong',
      data: '{}',
    });
    expect(send(s, { event: 'pusher:pong', data: {} })).toEqual([]);
  });

  it('subscribes public channels without auth', () => {
    const s = session();
    expect(frameOf(send(s, { event: 'pusher:subscribe', data: { channel: 'orders' } }))).toEqual({
      event: 'pusher_internal:subscription_succeeded',
      channel: 'orders',
      data: '{}',
    });
    expect(s.channels.has('orders')).toBe(true);
  });

  it('subscribes a private channel only with the right signature', () => {
    const s = session();
    const channel = 'private-App.Models.User.1';
    const good = sign(KEY, channelSignatureText('123.456', channel));
    expect(
      frameOf(send(s, { event: 'pusher:subscribe', data: { channel, auth: good } }))?.event,
    ).toBe('pusher_internal:subscription_succeeded');
    const other = session();
    const refused = frameOf(
      send(other, { event: 'pusher:subscribe', data: { channel, auth: `${KEY}:forged` } }),
    );
    expect(refused).toMatchObject({ event: 'pusher:subscription_error', channel });
    expect(JSON.parse(refused?.data ?? '{}')).toMatchObject({ type: 'AuthError', status: 401 });
    expect(other.channels.has(channel)).toBe(false);
  });

  it('answers a presence subscription with the member list', () => {
    const s = session();
    const channel = 'presence-chat';
    const channelData = JSON.stringify({ user_id: 7, user_info: { name: 'Ada' } });
    const auth = sign(KEY, channelSignatureText('123.456', channel, channelData));
    const frame = frameOf(
      send(s, { event: 'pusher:subscribe', data: { channel, auth, channel_data: channelData } }),
    );
    expect(JSON.parse(frame?.data ?? '{}')).toEqual({
      presence: { ids: ['7'], hash: { 7: { name: 'Ada' } }, count: 1 },
    });
  });

  it('unsubscribes', () => {
    const s = session();
    send(s, { event: 'pusher:subscribe', data: { channel: 'orders' } });
    expect(send(s, { event: 'pusher:unsubscribe', data: { channel: 'orders' } })).toEqual([]);
    expect(s.channels.size).toBe(0);
  });

  it('confirms a signin with a valid user signature', () => {
    const s = session();
    const userData = JSON.stringify({ id: '1' });
    expect(
      frameOf(
        send(s, {
          event: 'pusher:signin',
          data: { user_data: userData, auth: sign(KEY, `123.456::user::${userData}`) },
        }),
      )?.event,
    ).toBe('pusher:signin_success');
    expect(
      frameOf(send(s, { event: 'pusher:signin', data: { user_data: userData, auth: 'x' } }))?.event,
    ).toBe('pusher:error');
  });

  it('relays client events on a subscribed private channel to the others only', () => {
    const s = session();
    const channel = 'private-chat.1';
    send(s, {
      event: 'pusher:subscribe',
      data: { channel, auth: sign(KEY, channelSignatureText('123.456', channel)) },
    });
    expect(send(s, { event: 'client-typing', channel, data: { typing: true } })).toEqual([
      {
        target: 'channel-others',
        channel,
        frame: { event: 'client-typing', channel, data: '{"typing":true}' },
      },
    ]);
    expect(frameOf(send(s, { event: 'client-typing', channel: 'public', data: {} }))?.event).toBe(
      'pusher:error',
    );
  });

  it.each([['not json'], [42], [null], ['{"data":{}}'], ['{"event":"custom"}']])(
    'answers pusher:error to %j and never throws',
    (raw) => {
      const replies = session().handle(typeof raw === 'string' ? raw : JSON.stringify(raw));
      expect(frameOf(replies)?.event).toBe('pusher:error');
    },
  );

  it('answers pusher:error to binary data', () => {
    expect(frameOf(session().handle(new ArrayBuffer(4)))?.event).toBe('pusher:error');
  });
});
