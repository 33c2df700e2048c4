import { newSignedInAccount } from '../db/seed/signed-in-accounts.ts';
import { invalid, notFound, success, type Outcome } from '../lib/outcome.ts';
import { readString, toParams, type QueryInput } from '../lib/query.ts';
import { BodyReader } from '../lib/validate.ts';
import type {
  CurrentPlanResponse,
  HelpArticleFeedback,
  HelpArticleStats,
  HelpArticleView,
} from '../types/help-center.ts';
import type { HelpCenterArticle, HelpCenterCategory, HelpCenterData } from '../types/pages.ts';
import type { SignedInDb } from './signed-in-account.ts';

export const ARTICLE_NOT_FOUND = 'Article not found';

interface ArticleTables {
  help: HelpCenterData;
  /** The stored article body every knowledge-base article shares (the contract's sample). */
  stored: HelpCenterArticle;
  stats: HelpArticleStats[];
}

function findArticle(help: HelpCenterData, categorySlug: string, articleSlug: string) {
  const category = help.allArticles.find((c) => c.slug === categorySlug);
  const article = category?.articles.find((a) => a.slug === articleSlug);
  return category && article ? { category, article } : undefined;
}

/** The stats of one article; one the stored stats lack (a db from before them) starts now at 0. */
function statsOf(
  stats: readonly HelpArticleStats[],
  category: string,
  article: string,
  now: Date,
): HelpArticleStats {
  return (
    stats.find((s) => s.category === category && s.article === article) ?? {
      category,
      article,
      updatedAt: now.toISOString(),
      helpful: 0,
      notHelpful: 0,
    }
  );
}

const feedbackOf = ({ helpful, notHelpful }: HelpArticleStats): HelpArticleFeedback => ({
  helpful,
  notHelpful,
});

function view(
  { stored, stats }: ArticleTables,
  category: HelpCenterCategory,
  slug: string,
  now: Date,
): HelpArticleView {
  const article = category.articles.find((a) => a.slug === slug);
  const related = category.articles.filter((a) => a.slug !== slug);
  const stat = statsOf(stats, category.slug, slug, now);
  return {
    ...stored,
    title: article?.title ?? stored.title,
    slug,
    category: { slug: category.slug, title: category.title },
    updatedAt: stat.updatedAt,
    articleList: related.map((a) => a.title),
    related,
    feedback: feedbackOf(stat),
  };
}

/**
 * GET /api/pages/help-center/article: without `category` and `article`, the stored article (the
 * contract's answer); with them, that knowledge-base article; an unknown one is not found.
 */
export function helpArticle(
  tables: ArticleTables,
  query: QueryInput,
  now: Date,
): Outcome<HelpCenterArticle | HelpArticleView> {
  const params = toParams(query);
  const categorySlug = readString(params, 'category');
  const articleSlug = readString(params, 'article');
  if (!categorySlug && !articleSlug) return success(tables.stored);
  const found = findArticle(tables.help, categorySlug, articleSlug);
  if (!found) return notFound(ARTICLE_NOT_FOUND);
  return success(view(tables, found.category, found.article.slug, now));
}

/**
 * POST /api/pages/help-center/article/feedback `{ category, article, helpful }`: counts one more
 * reader who found the article helpful (or not) and answers the counts.
 */
export function recordHelpFeedback(
  tables: Omit<ArticleTables, 'stored'>,
  body: unknown,
  now: Date,
): Outcome<HelpArticleFeedback> {
  const reader = new BodyReader(body);
  const category = reader.string('category', { max: 200 });
  const article = reader.string('article', { max: 200 });
  const helpful = reader.boolean('helpful');
  if (!reader.ok || category === undefined || article === undefined || helpful === undefined)
    return invalid(reader.errors);
  if (!findArticle(tables.help, category, article)) return notFound(ARTICLE_NOT_FOUND);
  const stat = statsOf(tables.stats, category, article, now);
  if (!tables.stats.includes(stat)) tables.stats.push(stat);
  if (helpful) stat.helpful += 1;
  else stat.notHelpful += 1;
  return success(feedbackOf(stat));
}

/**
 * GET /api/pages/pricing/current-plan: signed out, no plan; signed in, the plan of the account's
 * settings record, the one account settings' "Upgrade plan" changes (a new account's default
 * before its record is first written), so the pricing page marks the plan the account pays for.
 */
export function currentPlan(db: SignedInDb, userId: number | null, now: Date): CurrentPlanResponse {
  const user = userId === null ? undefined : db.loginUsers.find((u) => u.id === userId);
  if (!user) return { plan: null };
  // A GET reads: the defaults are not stored here (the account settings' own GET stores them).
  const record =
    db.signedInAccounts.find((r) => r.userId === user.id) ?? newSignedInAccount(user, now);
  return { plan: record.plan };
}
