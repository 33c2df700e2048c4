import { createAuthorizer, type Authorizer } from './broadcasting-auth.ts';
import { EVENT_NAMESPACE, type RealtimeConfig } from './realtime-config.ts';

export interface EchoPusherOptions {
  broadcaster: 'pusher';
  key: string;
  cluster: string;
  wsHost: string;
  wsPort: number;
  wssPort: number;
  forceTLS: true;
  enabledTransports: ['ws', 'wss'];
  disableStats: true;
  namespace: string;
  authorizer: Authorizer;
}

/**
 * laravel-echo's options exactly as the real-time contract asks: broadcaster pusher, the app key, the host on
 * port 443 with TLS, transports ws and wss, our authorizer, namespace App.Events.
 */
export function echoOptions(
  config: RealtimeConfig,
  authorizer: Authorizer = createAuthorizer(config.authEndpoint ?? '/broadcasting/auth'),
): EchoPusherOptions {
  const port = config.port ?? 443;
  return {
    broadcaster: 'pusher',
    key: config.key,
    cluster: config.cluster ?? 'mt1',
    wsHost: config.host,
    wsPort: port,
    wssPort: port,
    forceTLS: true,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    namespace: EVENT_NAMESPACE,
    authorizer,
  };
}
