export { broadcastingAuthHeaders, createAuthorizer, type Authorizer } from './broadcasting-auth.ts';
export { connectEcho, type ConnectRealtime, type RealtimeConnection } from './echo-connection.ts';
export { echoOptions, type EchoPusherOptions } from './echo-options.ts';
export { EVENT_NAMESPACE, userChannelName, type RealtimeConfig } from './realtime-config.ts';
export {
  useRealtimeNotifications,
  type RealtimeNotificationsOptions,
} from './use-realtime-notifications.ts';
