import { describe, expect, it } from 'vitest';

import { groupResults } from './group-results.ts';

describe('groupResults', () => {
  it("merges the API's groups into the search's categories, in their order, with unique ids", () => {
    const sections = groupResults([
      {
        title: 'Invoice',
        category: 'appsPages',
        children: [{ title: 'Invoice List', route: { id: 'invoice.list' }, icon: 'file-dollar' }],
      },
      {
        title: 'Dashboards',
        category: 'dashboards',
        children: [{ title: 'CRM', route: { id: 'dashboards.crm' }, icon: 'chart-donut' }],
      },
      {
        title: 'Users & Roles',
        category: 'appsPages',
        children: [{ title: 'User List', route: { id: 'user.list' }, icon: 'users' }],
      },
    ]);
    expect(sections.map((s) => s.category)).toEqual(['dashboards', 'appsPages']);
    expect(sections[1]?.hits.map((h) => [h.id, h.title, h.group])).toEqual([
      ['appsPages-0', 'Invoice List', 'Invoice'],
      ['appsPages-1', 'User List', 'Users & Roles'],
    ]);
  });

  it('leaves out empty groups', () => {
    expect(groupResults([{ title: 'Charts', category: 'chartsMisc', children: [] }])).toEqual([]);
  });
});
