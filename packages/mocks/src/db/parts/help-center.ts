import { seedPart } from '../seed-part.ts';
import { seedHelpArticleStats } from '../seed/help-article-stats.ts';
import { seedHelpCenter } from '../seed/help-center.ts';

/** The articles' stats, one per article of the help center's seed (README "Help center"). */
export const helpCenterSeed = seedPart(['helpArticleStats'], ({ now }) => ({
  helpArticleStats: seedHelpArticleStats(seedHelpCenter(), now),
}));
