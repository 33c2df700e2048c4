import type { HelpCenterArticle } from './pages.ts';
import type { UserPlan } from './users.ts';

/** How many readers found an article helpful, and how many did not. */
export interface HelpArticleFeedback {
  helpful: number;
  notHelpful: number;
}

/**
 * Extension: what is stored per knowledge-base article (db.helpArticleStats): when it was last
 * updated and its "Was this helpful?" counts.
 */
export interface HelpArticleStats extends HelpArticleFeedback {
  /** The category's slug. */
  category: string;
  /** The article's slug. */
  article: string;
  /** ISO date-time. */
  updatedAt: string;
}

/** One article of the knowledge base as a link: its title and slug. */
export interface HelpArticleLink {
  title: string;
  slug: string;
}

/**
 * GET /api/pages/help-center/article?category=&article=: the shared article body with that
 * article's title, its category, the category's other articles and the feedback counts.
 */
export interface HelpArticleView extends HelpCenterArticle {
  slug: string;
  category: { slug: string; title: string };
  updatedAt: string;
  /** The category's other articles, in the knowledge base's order. */
  related: HelpArticleLink[];
  feedback: HelpArticleFeedback;
}

/** POST /api/pages/help-center/article/feedback. */
export interface HelpArticleFeedbackRequest {
  category: string;
  article: string;
  helpful: boolean;
}

/** GET /api/pages/pricing/current-plan: the signed-in account's plan, null when signed out. */
export interface CurrentPlanResponse {
  plan: UserPlan | null;
}
