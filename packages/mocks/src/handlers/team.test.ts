// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { getDb } from '../db/store.ts';
import type { TeamMember } from '../types/team.ts';
import { getJson, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

describe('team', () => {
  it('answers the staff with their avatars, every kanban member among them', async () => {
    const { status, body } = await getJson<TeamMember[]>('/api/apps/team');
    expect(status).toBe(200);
    expect(body[0]).toEqual({
      name: 'Harriet McBride',
      img: '/mock-assets/avatars/harriet-mcbride.svg',
    });
    const names = new Set(body.map((member) => member.name));
    const members = getDb().kanban.items.flatMap((item) => item.members);
    expect(members.length).toBeGreaterThan(0);
    for (const member of members) expect(names).toContain(member.name);
  });
});
