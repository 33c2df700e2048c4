// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { getConfig } from '../config.ts';
import type { ProfileConnectionCard, ProfileHeader, ProfileProject } from '../types/pages.ts';
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

describe('profile figures', () => {
  const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

  it('answers numbers and ISO days for the screen to format, deadlines after the clock', async () => {
    const header = (await getJson<ProfileHeader>('/api/pages/profile/header')).body;
    expect(header.joiningDate).toMatch(ISO_DAY);
    const projects = (await getJson<ProfileProject[]>('/api/pages/profile?tab=projects')).body;
    expect(projects.length).toBeGreaterThan(0);
    const today = getConfig().clock().toISOString().slice(0, 10);
    for (const project of projects) {
      expect(project.startDate).toMatch(ISO_DAY);
      expect(project.deadline).toMatch(ISO_DAY);
      expect(project.startDate < today && project.deadline > today).toBe(true);
      for (const figure of [project.budget, project.budgetSpent, project.members])
        expect(typeof figure).toBe('number');
    }
  });
});
