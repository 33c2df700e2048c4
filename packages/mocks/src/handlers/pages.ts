import { pagesSeed } from '../db/parts/pages.ts';
import { getDb, withSeeds } from '../db/store.ts';
import { profileTab, searchFaq } from '../domains/pages.ts';
import { api, get, json, message } from './kit.ts';

export const pagesHandlers = withSeeds(
  [pagesSeed],
  [
    get(api('/pages/datatable'), () => json(getDb().salesRows)),
    get(api('/pages/faq'), ({ url }) => json(searchFaq(getDb().faq, url.searchParams))),
    get(api('/pages/help-center'), () => json(getDb().helpCenter)),
    get(api('/pages/profile/header'), () => json(getDb().profileHeader)),
    get(api('/pages/profile'), ({ url }) => {
      const data = profileTab(getDb().profileTabs, url.searchParams);
      return data ? json(data) : message(404, 'Unknown profile tab');
    }),
  ],
);
