import { describe, expect, it } from 'vitest';

import { realtimeConfigFromEnv } from './realtime-env.ts';

describe('realtimeConfigFromEnv', () => {
  it('reads VITE_PUSHER_* with port 443 by default', () => {
    expect(
      realtimeConfigFromEnv({ VITE_PUSHER_APP_KEY: 'key', VITE_PUSHER_HOST: 'ws.example.com' }),
    ).toEqual({
      key: 'key',
      host: 'ws.example.com',
      port: 443,
      cluster: 'mt1',
      authEndpoint: '/broadcasting/auth',
    });
  });

  it('authorizes channels on the API origin when the API is elsewhere', () => {
    expect(
      realtimeConfigFromEnv({
        VITE_PUSHER_APP_KEY: 'key',
        VITE_PUSHER_HOST: 'ws.example.com',
        VITE_PUSHER_PORT: '6001',
        VITE_API_BASE_URL: 'https://shop.example.com/api',
      }),
    ).toMatchObject({ port: 6001, authEndpoint: 'https://shop.example.com/broadcasting/auth' });
  });

  it('turns real time off without a key or host', () => {
    expect(realtimeConfigFromEnv({ VITE_PUSHER_HOST: 'ws.example.com' })).toBeNull();
    expect(realtimeConfigFromEnv({ VITE_PUSHER_APP_KEY: 'key' })).toBeNull();
  });
});
