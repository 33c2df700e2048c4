import { addListener, createAction } from '@reduxjs/toolkit';
import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';

/**
 * A broadcast event other than a notification (`email.received`, `chat.message`, ...), as it
 * arrived on the signed-in user's private channel. The one connection (notifications' real-time
 * hook) dispatches it; features listen with `useRealtimeEvent`, so no feature opens a socket.
 */
export interface RealtimeEvent {
  /** Laravel's `broadcastAs` name, without Echo's leading dot. */
  name: string;
  data: unknown;
}

export const realtimeEventReceived = createAction<RealtimeEvent>('realtime/eventReceived');

/**
 * Calls `listener` with the data of each `name` event while the component is mounted. The
 * latest listener is called, so it may close over props without resubscribing.
 */
export function useRealtimeEvent(name: string, listener: (data: unknown) => void): void {
  const dispatch = useDispatch();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    // addListener answers the unsubscribe function once the store's listener middleware has it.
    const unsubscribe = dispatch(
      addListener({
        actionCreator: realtimeEventReceived,
        effect: (action) => {
          if (action.payload.name === name) latest.current(action.payload.data);
        },
      }),
    ) as unknown as () => void;
    return unsubscribe;
  }, [dispatch, name]);
}
