// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { getDb } from '../db/store.ts';
import { searchIndex } from '../domains/search.ts';
import type {
  FaqGroup,
  HelpCenterArticle,
  HelpCenterData,
  ProfileHeader,
  SalesRow,
} from '../types/pages.ts';
import type { SearchGroup } from '../types/search.ts';
import { getJson, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

describe('pages', () => {
  it('answers the sales rows', async () => {
    const { status, body } = await getJson<SalesRow[]>('/api/pages/datatable');
    expect(status).toBe(200);
    expect(body).toEqual(getDb().salesRows);
    expect(Object.keys(body[0] ?? {}).sort()).toEqual(['buyer', 'date', 'payment', 'product']);
  });

  it('searches FAQ questions case-insensitively and drops groups without a match', async () => {
    const { body } = await getJson<FaqGroup[]>('/api/pages/faq?q=CANCEL');
    expect(body.map((g) => g.faqTitle)).toEqual(['Cancellation & Return']);
    expect(body[0]?.faqs.map((f) => f.question)).toEqual(['Can I cancel my order?']);
    expect((await getJson<FaqGroup[]>('/api/pages/faq')).body).toHaveLength(5);
    expect((await getJson('/api/pages/faq?q=%5B')).body).toEqual([]);
  });

  it('carries the README "Seed" sample statements in the FAQ answers', () => {
    const answers = getDb()
      .faq.flatMap((g) => g.faqs.map((f) => f.answer))
      .join(' ');
    for (const statement of [
      '$69 or $99',
      'Parcel delivery is free',
      'within 48 hours',
      'up to 72 hours before delivery',
      'Parcel orders cannot be cancelled',
      'within 15 days',
      'within 24 hours',
    ]) {
      expect(answers).toContain(statement);
    }
  });

  it('answers the help center and its article', async () => {
    expect(
      Object.keys((await getJson<HelpCenterData>('/api/pages/help-center')).body).sort(),
    ).toEqual(['allArticles', 'keepLearning', 'popularArticles']);
    const article = (await getJson<HelpCenterArticle>('/api/pages/help-center/article')).body;
    expect(article.title).toBe('How to add product in cart?');
    expect(article.productContent).toContain('<p>');
  });

  it('answers each profile tab, the profile tab by default, and 404 for an unknown tab', async () => {
    expect((await getJson('/api/pages/profile')).body).toEqual(getDb().profileTabs.profile);
    for (const tab of ['profile', 'teams', 'projects', 'connections'] as const) {
      expect((await getJson(`/api/pages/profile?tab=${tab}`)).body).toEqual(
        getDb().profileTabs[tab],
      );
    }
    expect((await getJson('/api/pages/profile?tab=secrets')).status).toBe(404);
  });

  it('answers the profile header', async () => {
    expect(
      Object.keys((await getJson<ProfileHeader>('/api/pages/profile/header')).body).sort(),
    ).toEqual(['coverImg', 'designation', 'fullName', 'joiningDate', 'location', 'profileImg']);
  });
});

/** The app's routes (ROUTES.md) as patterns; every app link of the index must match one. */
describe('GET /api/app-bar/search', () => {
  const index = () => getDb().searchIndex;

  it('indexes every screen under the six the contract categories, by app route id or Storybook docs', () => {
    expect(new Set(index().map((g) => g.category))).toEqual(
      new Set([
        'dashboards',
        'frontPages',
        'appsPages',
        'userInterface',
        'formsTables',
        'chartsMisc',
      ]),
    );
    // App screens by route id (packages/app's search-target.test.ts resolves each against the
    // route table); everything else is a Storybook docs page.
    const children = index().flatMap((g) => g.children);
    for (const child of children) {
      if (child.route) expect(child.route.id, child.title).toMatch(/^[\w.-]+$/);
      else expect(child.url, child.title).toMatch(/^\/storybook\/\?path=\/docs\/[\w-]+--docs$/);
    }
    expect(children.filter((c) => c.route).length).toBeGreaterThan(70);
    expect(children.length).toBeGreaterThan(100);
  });

  it('keeps at most 5 matches per group when a single group matches', async () => {
    // Only children's titles are searched, not group titles.
    expect((await getJson<SearchGroup[]>('/api/app-bar/search?q=authentication')).body).toEqual([]);
    const one = (await getJson<SearchGroup[]>('/api/app-bar/search?q=account settings')).body;
    expect(one).toHaveLength(1);
    expect(one[0]?.children.map((c) => c.title)).toEqual([
      'Account Settings - Account',
      'Account Settings - Security',
      'Account Settings - Billing & Plans',
      'Account Settings - Notifications',
      'Account Settings - Connections',
    ]);
  });

  it('drops the first 3 of groups with more than 3 matches when several groups match', async () => {
    const { body } = await getJson<SearchGroup[]>('/api/app-bar/search?q=dashboard');
    const byTitle = Object.fromEntries(body.map((g) => [g.title, g.children.map((c) => c.title)]));
    // Dashboards: 5 matches → the last 2; eCommerce/Academy/Logistics: one match each, kept.
    expect(byTitle.Dashboards).toEqual(['Academy Dashboard', 'Logistics Dashboard']);
    expect(byTitle.eCommerce).toEqual(['eCommerce Dashboard']);
    expect(byTitle.Logistics).toEqual(['Logistics Dashboard']);
  });

  it('applies the rules exactly on a synthetic index', () => {
    const group = (title: string, n: number): SearchGroup => ({
      title,
      category: 'appsPages',
      children: Array.from({ length: n }, (_, i) => ({
        title: `${title} item ${i}`,
        route: { id: `r${i}` },
        icon: 'x',
      })),
    });
    const groups = [group('A', 8), group('B', 4), group('C', 3)];
    expect(searchIndex([groups[0] as SearchGroup], { q: 'item' })[0]?.children).toHaveLength(5);
    const several = searchIndex(groups, { q: 'ITEM' });
    expect(several.map((g) => g.children.map((c) => c.title))).toEqual([
      ['A item 3', 'A item 4'],
      ['B item 3'],
      ['C item 0', 'C item 1', 'C item 2'],
    ]);
  });

  it('treats regex characters in q as text', async () => {
    for (const q of ['(', '[', '*', '.*', '\\', '?']) {
      const { status, body } = await getJson<SearchGroup[]>(
        `/api/app-bar/search?q=${encodeURIComponent(q)}`,
      );
      expect(status).toBe(200);
      expect(body).toEqual([]);
    }
    const ampersand = (await getJson<SearchGroup[]>('/api/app-bar/search?q=%26')).body;
    expect(ampersand.flatMap((g) => g.children.map((c) => c.title))).toEqual([
      'Account Settings - Billing & Plans',
    ]);
  });
});
