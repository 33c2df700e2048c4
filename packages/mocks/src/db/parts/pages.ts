import { seedPart } from '../seed-part.ts';
import { seedFaq } from '../seed/faq.ts';
import { seedHelpCenter, seedHelpCenterArticle } from '../seed/help-center.ts';
import { seedProfileHeader, seedProfileTabs } from '../seed/profile.ts';
import { seedSalesRows } from '../seed/sales.ts';
import { seedSearchIndex } from '../seed/search-index.ts';

export const pagesSeed = seedPart(
  ['salesRows', 'faq', 'helpCenter', 'helpCenterArticle', 'profileHeader', 'profileTabs'],
  ({ now }) => ({
    salesRows: seedSalesRows(now),
    faq: seedFaq(),
    helpCenter: seedHelpCenter(),
    helpCenterArticle: seedHelpCenterArticle(),
    profileHeader: seedProfileHeader(),
    profileTabs: seedProfileTabs(now),
  }),
);

export const searchSeed = seedPart(['searchIndex'], () => ({ searchIndex: seedSearchIndex() }));
