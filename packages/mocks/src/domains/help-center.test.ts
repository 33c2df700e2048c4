import { describe, expect, it } from 'vitest';

import { seedHelpArticleStats } from '../db/seed/help-article-stats.ts';
import { seedHelpCenter, seedHelpCenterArticle } from '../db/seed/help-center.ts';
import type { LoginUser } from '../types/auth.ts';
import type { HelpArticleView } from '../types/help-center.ts';
import { ARTICLE_NOT_FOUND, currentPlan, helpArticle, recordHelpFeedback } from './help-center.ts';
import { newSignedInAccount } from '../db/seed/signed-in-accounts.ts';
import { changeAccountPlan } from './signed-in-account-settings.ts';

const now = new Date('2026-05-01T10:00:00Z');
const tables = () => {
  const help = seedHelpCenter();
  return { help, stored: seedHelpCenterArticle(), stats: seedHelpArticleStats(help, now) };
};

describe('helpArticle', () => {
  it('answers the stored article without category and article (the contract)', () => {
    const t = tables();
    expect(helpArticle(t, {}, now)).toEqual({ ok: true, value: t.stored });
  });

  it('answers a knowledge-base article with its title, category, siblings and counts', () => {
    const t = tables();
    const outcome = helpArticle(t, { category: 'buying', article: 'how-do-refunds-work' }, now);
    if (!outcome.ok) throw new Error('expected the article');
    const article = outcome.value as HelpArticleView;
    expect(article.title).toBe('How do refunds work?');
    expect(article.category).toEqual({ slug: 'buying', title: 'Buying' });
    expect(article.related).toHaveLength(5);
    expect(article.related.map((a) => a.slug)).not.toContain('how-do-refunds-work');
    expect(article.articleList).toEqual(article.related.map((a) => a.title));
    const stat = t.stats.find((s) => s.article === 'how-do-refunds-work');
    expect(article.feedback).toEqual({ helpful: stat?.helpful, notHelpful: stat?.notHelpful });
    expect(article.updatedAt).toBe(stat?.updatedAt);
    expect(Date.parse(article.updatedAt)).toBeLessThan(now.getTime());
    expect(article.productContent).toBe(t.stored.productContent);
  });

  it('opens the article of every popular and keep-learning card', () => {
    const t = tables();
    const cards = [...t.help.popularArticles, ...t.help.keepLearning];
    expect(cards).toHaveLength(6);
    for (const { article } of cards) {
      const outcome = helpArticle(t, { category: article.category, article: article.slug }, now);
      expect(outcome.ok).toBe(true);
    }
  });

  it('is not found for an unknown category, article, or an article of another category', () => {
    const t = tables();
    for (const query of [
      { category: 'nope', article: 'how-do-refunds-work' },
      { category: 'buying', article: 'nope' },
      { category: 'licenses', article: 'how-do-refunds-work' },
      { category: 'buying' },
    ])
      expect(helpArticle(t, query, now)).toEqual({
        ok: false,
        failure: { type: 'not-found', message: ARTICLE_NOT_FOUND },
      });
  });
});

describe('recordHelpFeedback', () => {
  it('counts a helpful and a not-helpful answer on that article only', () => {
    const t = tables();
    const before = structuredClone(t.stats);
    const stat = () => t.stats.find((s) => s.article === 'tracking-a-parcel');
    const start = { ...stat() };
    const body = { category: 'orders-delivery', article: 'tracking-a-parcel', helpful: true };
    expect(recordHelpFeedback(t, body, now)).toEqual({
      ok: true,
      value: { helpful: (start.helpful ?? 0) + 1, notHelpful: start.notHelpful },
    });
    recordHelpFeedback(t, { ...body, helpful: false }, now);
    expect(stat()?.notHelpful).toBe((start.notHelpful ?? 0) + 1);
    const others = (list: typeof before) => list.filter((s) => s.article !== 'tracking-a-parcel');
    expect(others(t.stats)).toEqual(others(before));
  });

  it('refuses a bad body with field errors and an unknown article with not found', () => {
    const t = tables();
    const bad = recordHelpFeedback(t, { category: '', helpful: 'yes' }, now);
    expect(bad.ok ? {} : bad.failure).toMatchObject({ type: 'invalid' });
    if (!bad.ok && bad.failure.type === 'invalid')
      expect(Object.keys(bad.failure.errors).sort()).toEqual(['article', 'category', 'helpful']);
    expect(
      recordHelpFeedback(t, { category: 'buying', article: 'nope', helpful: true }, now),
    ).toMatchObject({ ok: false, failure: { type: 'not-found' } });
  });

  it('starts the counts of an article the stored stats lack', () => {
    const t = { ...tables(), stats: [] };
    const body = { category: 'buying', article: 'how-do-refunds-work', helpful: true };
    expect(recordHelpFeedback(t, body, now)).toEqual({
      ok: true,
      value: { helpful: 1, notHelpful: 0 },
    });
    expect(t.stats).toHaveLength(1);
  });
});

describe('currentPlan', () => {
  const account = (id: number, email: string) => ({ id, email }) as LoginUser;
  const tables = () => {
    const loginUsers = [account(1, 'admin@demo.com'), account(9, 'new.shopper@mail.com')];
    const stored = {
      ...newSignedInAccount(account(1, 'admin@demo.com'), now),
      plan: 'company' as const,
    };
    return { loginUsers, signedInAccounts: [stored] };
  };

  it('has no plan signed out or for an unknown account', () => {
    expect(currentPlan(tables(), null, now)).toEqual({ plan: null });
    expect(currentPlan(tables(), 404, now)).toEqual({ plan: null });
  });

  it("answers the account's settings record's plan, a new account's default without one", () => {
    const db = tables();
    expect(currentPlan(db, 1, now)).toEqual({ plan: 'company' });
    expect(currentPlan(db, 9, now)).toEqual({ plan: newSignedInAccount(account(9, ''), now).plan });
    // Reading stores nothing: the record is written by the account's own calls.
    expect(db.signedInAccounts).toHaveLength(1);
  });

  it('follows the plan account settings change (the same record)', () => {
    const db = tables();
    const [record] = db.signedInAccounts;
    const user = db.loginUsers[0];
    if (!record || !user) throw new Error('no account');
    expect(changeAccountPlan({ user, record }, { plan: 'enterprise' }, now).ok).toBe(true);
    expect(currentPlan(db, 1, now)).toEqual({ plan: 'enterprise' });
  });
});
