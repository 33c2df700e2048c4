// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { getDb } from '../db/store.ts';
import type {
  CurrentPlanResponse,
  HelpArticleFeedback,
  HelpArticleView,
} from '../types/help-center.ts';
import { call, getJson, ORIGIN, setupMockServer } from '../test/mock-server.ts';

setupMockServer();

const ARTICLE = '/api/pages/help-center/article?category=licenses&article=license-faq';

describe('help center article and feedback', () => {
  it('answers an article by its slugs and 404 for an unknown one', async () => {
    const { status, body } = await getJson<HelpArticleView>(ARTICLE);
    expect(status).toBe(200);
    expect(body.title).toBe('License FAQ');
    expect(body.category.title).toBe('Licenses');
    expect(body.related.map((a) => a.title)).not.toContain('License FAQ');
    const missing = await getJson('/api/pages/help-center/article?category=licenses&article=x');
    expect(missing.status).toBe(404);
  });

  it('saves "Was this helpful?" and the article then answers the new counts', async () => {
    const before = (await getJson<HelpArticleView>(ARTICLE)).body.feedback;
    const saved = await call<HelpArticleFeedback>(
      'POST',
      '/api/pages/help-center/article/feedback',
      { category: 'licenses', article: 'license-faq', helpful: true },
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...before, helpful: before.helpful + 1 });
    expect((await getJson<HelpArticleView>(ARTICLE)).body.feedback).toEqual(saved.body);
    const bad = await call('POST', '/api/pages/help-center/article/feedback', { helpful: 1 });
    expect(bad.status).toBe(400);
    const unknown = await call('POST', '/api/pages/help-center/article/feedback', {
      category: 'licenses',
      article: 'x',
      helpful: false,
    });
    expect(unknown.status).toBe(404);
  });
});

describe('GET /api/pages/pricing/current-plan', () => {
  const planFor = async (token?: string) => {
    const response = await fetch(`${ORIGIN}/api/pages/pricing/current-plan`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    return ((await response.json()) as CurrentPlanResponse).plan;
  };
  const signIn = async (email: string, password: string) =>
    (await call<{ accessToken: string }>('POST', '/api/auth/login', { email, password })).body
      .accessToken;

  it("answers no plan signed out, else the account's own plan, a registered one's chosen plan", async () => {
    expect(await planFor()).toBeNull();
    const admin = getDb().loginUsers.find((u) => u.email === 'admin@demo.com');
    const adminPlan = getDb().signedInAccounts.find((r) => r.userId === admin?.id)?.plan;
    expect(await planFor(await signIn('admin@demo.com', 'admin'))).toBe(adminPlan);
    const registered = await call('POST', '/api/auth/register', {
      username: 'planner',
      email: 'planner@mail.com',
      password: 'Str0ng!pass',
      terms: true,
      plan: 'team',
    });
    expect(registered.status).toBe(201);
    expect(await planFor(await signIn('planner@mail.com', 'Str0ng!pass'))).toBe('team');
    expect(getDb().users.some((u) => u.email === 'planner@mail.com')).toBe(true);
  });

  it('moves to the plan chosen in account settings (one current plan per account)', async () => {
    const token = await signIn('admin@demo.com', 'admin');
    const before = await planFor(token);
    const next = before === 'enterprise' ? 'team' : 'enterprise';
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const upgraded = await fetch(`${ORIGIN}/api/pages/account-settings/plan`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ plan: next }),
    });
    expect(upgraded.status).toBe(200);
    expect(await planFor(token)).toBe(next);
  });
});
