// @vitest-environment node
import { describe, expect, it } from 'vitest';

import type { ProfileConnectionCard, ProfileHeader } from '../types/pages.ts';
import { expectFieldErrors } from '../test/expect-answer.ts';
import { call, getJson, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

describe('profile saves', () => {
  it('keeps the header toggle for the next GET', async () => {
    const put = await call<ProfileHeader>('PUT', '/api/pages/profile/header', { connected: true });
    expect(put.status).toBe(200);
    expect(put.body.connected).toBe(true);
    expect((await getJson<ProfileHeader>('/api/pages/profile/header')).body.connected).toBe(true);
    expectFieldErrors(await call('PUT', '/api/pages/profile/header', { connected: 'no' }), [
      'connected',
    ]);
  });

  it('connects a card for the next GET of the connections tab, 404 for an unknown name', async () => {
    const put = await call<ProfileConnectionCard>(
      'PUT',
      `/api/pages/profile/connections/${encodeURIComponent('Francis Byrd')}`,
      { isConnected: true },
    );
    expect(put.status).toBe(200);
    const tab = await getJson<ProfileConnectionCard[]>('/api/pages/profile?tab=connections');
    expect(tab.body.find((c) => c.name === 'Francis Byrd')?.isConnected).toBe(true);
    const unknown = await call('PUT', '/api/pages/profile/connections/Nobody', {
      isConnected: true,
    });
    expect(unknown.status).toBe(404);
    expectFieldErrors(
      await call('PUT', '/api/pages/profile/connections/Mark%20Gilbert', { isConnected: null }),
      ['isConnected'],
    );
  });
});
