import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../test/render.tsx';
import { setupFakeApi } from '../../test/msw-server.ts';
import { notificationsApi } from '../api.ts';
import type { ConnectRealtime, RealtimeConnection } from './echo-connection.ts';
import type { EchoPusherOptions } from './echo-options.ts';
import { useRealtimeEvent } from '../../api/realtime-events.ts';
import { useRealtimeNotifications } from './use-realtime-notifications.ts';

setupFakeApi();

/** A stand-in for laravel-echo that lets the test push events and drop the socket. */
function fakeConnection() {
  const state = {
    options: null as EchoPusherOptions | null,
    listeners: new Map<string, (payload: unknown) => void>(),
    events: new Map<string, (name: string, payload: unknown) => void>(),
    reconnect: [] as (() => void)[],
    left: [] as string[],
    disconnected: false,
  };
  const connection: RealtimeConnection = {
    onNotification: (channel, listener) => state.listeners.set(channel, listener),
    onEvent: (channel, listener) => state.events.set(channel, listener),
    onReconnect: (listener) => state.reconnect.push(listener),
    leave: (channel) => state.left.push(channel),
    disconnect: () => {
      state.disconnected = true;
    },
  };
  const connect: ConnectRealtime = (options) => {
    state.options = options;
    return Promise.resolve(connection);
  };
  return { state, connect };
}

function Live(props: { userId: number | null; connect: ConnectRealtime }) {
  useRealtimeNotifications({
    ...props,
    config: { key: 'atrium-mock-key', host: 'realtime.atrium.test' },
  });
  return null;
}

const config = { key: 'atrium-mock-key', host: 'realtime.atrium.test' };

describe('useRealtimeNotifications', () => {
  it('connects as configured and subscribes to the user channel', async () => {
    const { state, connect } = fakeConnection();
    renderWithProviders(<Live userId={1} connect={connect} />);
    await vi.waitFor(() => expect(state.listeners.has('App.Models.User.1')).toBe(true));
    expect(state.options).toMatchObject({
      broadcaster: 'pusher',
      key: config.key,
      wsHost: config.host,
      wsPort: 443,
      wssPort: 443,
      forceTLS: true,
      enabledTransports: ['ws', 'wss'],
      namespace: 'App.Events',
    });
  });

  it('puts a pushed notification at the top of the list and shows a toast', async () => {
    const { state, connect } = fakeConnection();
    const { store } = renderWithProviders(<Live userId={1} connect={connect} />);
    await act(() => store.dispatch(notificationsApi.endpoints.listNotifications.initiate()));
    await vi.waitFor(() => expect(state.listeners.size).toBe(1));
    act(() =>
      state.listeners.get('App.Models.User.1')?.({
        id: 'pushed-1',
        title: 'Fresh news',
        message: 'Straight from the socket',
        createdAt: '2026-03-18T09:30:00.000Z',
        read: false,
      }),
    );
    const list = notificationsApi.endpoints.listNotifications.select()(store.getState()).data;
    expect(list?.[0]).toMatchObject({ id: 'pushed-1', title: 'Fresh news', read: false });
    expect(await screen.findByText('Fresh news')).toBeInTheDocument();
    expect(screen.getByText('Straight from the socket')).toBeInTheDocument();
  });

  it('refetches the list after a reconnect', async () => {
    const { state, connect } = fakeConnection();
    const { store } = renderWithProviders(<Live userId={1} connect={connect} />);
    const subscription = store.dispatch(notificationsApi.endpoints.listNotifications.initiate());
    await subscription;
    await vi.waitFor(() => expect(state.reconnect).toHaveLength(1));
    const before = notificationsApi.endpoints.listNotifications.select()(store.getState());
    act(() => state.reconnect[0]?.());
    await vi.waitFor(() =>
      expect(
        notificationsApi.endpoints.listNotifications.select()(store.getState()).fulfilledTimeStamp,
      ).toBeGreaterThan(before.fulfilledTimeStamp ?? 0),
    );
    subscription.unsubscribe();
  });

  it('leaves the channel and disconnects on sign-out', async () => {
    const { state, connect } = fakeConnection();
    const { rerender } = renderWithProviders(<Live userId={1} connect={connect} />);
    await vi.waitFor(() => expect(state.listeners.size).toBe(1));
    rerender(<Live userId={null} connect={connect} />);
    expect(state.left).toEqual(['App.Models.User.1']);
    expect(state.disconnected).toBe(true);
  });

  it("hands the channel's other events to the features listening for them, while they listen", async () => {
    const { state, connect } = fakeConnection();
    const heard: unknown[] = [];
    function Listener() {
      useRealtimeEvent('email.received', (data) => heard.push(data));
      return null;
    }
    const { rerender } = renderWithProviders(
      <>
        <Live userId={1} connect={connect} />
        <Listener />
      </>,
    );
    await vi.waitFor(() => expect(state.events.has('App.Models.User.1')).toBe(true));
    const push = state.events.get('App.Models.User.1');
    act(() => push?.('chat.typing', { userId: 2 }));
    act(() => push?.('email.received', { id: 7 }));
    expect(heard).toEqual([{ id: 7 }]);
    rerender(<Live userId={1} connect={connect} />);
    act(() => push?.('email.received', { id: 8 }));
    expect(heard).toEqual([{ id: 7 }]);
  });
});
