import { invalid, notFound, success, type Outcome } from '../lib/outcome.ts';
import { readString, toParams, type QueryInput } from '../lib/query.ts';
import { BodyReader } from '../lib/validate.ts';
import type { LoginUser } from '../types/auth.ts';
import type {
  CurrentPlanResponse,
  HelpArticleFeedback,
  HelpArticleStats,
  HelpArticleView,
} from '../types/help-center.ts';
import type { HelpCenterArticle, HelpCenterCategory, HelpCenterData } from '../types/pages.ts';
import type { User, UserPlan } from '../types/users.ts';

export const ARTICLE_NOT_FOUND = 'Article not found';

/**
 * The plan of the shop the staff accounts run (README "Help center and pricing"): an account with
 * no record in the users list is one of the shop's staff, on the shop's subscription.
 */
export const SHOP_PLAN: UserPlan = 'company';

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
 * GET /api/pages/pricing/current-plan: signed out, no plan; an account the users list knows (by
 * email, in any case: a registered one) has its `currentPlan`; any other account is staff, on
 * the shop's plan.
 */
export function currentPlan(
  loginUsers: readonly LoginUser[],
  users: readonly Pick<User, 'email' | 'currentPlan'>[],
  userId: number | null,
): CurrentPlanResponse {
  const account = userId === null ? undefined : loginUsers.find((u) => u.id === userId);
  if (!account) return { plan: null };
  const email = account.email.toLowerCase();
  const listed = users.find((u) => u.email.toLowerCase() === email);
  return { plan: listed ? listed.currentPlan : SHOP_PLAN };
}
