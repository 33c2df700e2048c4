import { addDays, startOfDay } from '../../lib/dates.ts';
import { createRng } from '../../lib/prng.ts';
import type { HelpArticleStats } from '../../types/help-center.ts';
import type { HelpCenterData } from '../../types/pages.ts';

/**
 * Every knowledge-base article's last update (within the four months before the seed) and its
 * "Was this helpful?" counts so far.
 */
export function seedHelpArticleStats(help: HelpCenterData, now: Date): HelpArticleStats[] {
  const rng = createRng('help-article-stats');
  return help.allArticles.flatMap((category) =>
    category.articles.map((article) => ({
      category: category.slug,
      article: article.slug,
      updatedAt: addDays(startOfDay(now), -rng.int(2, 120)).toISOString(),
      helpful: rng.int(4, 180),
      notHelpful: rng.int(0, 24),
    })),
  );
}
