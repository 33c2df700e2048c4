import type {
  CurrentPlanResponse,
  FaqGroup,
  HelpArticleFeedback,
  HelpArticleFeedbackRequest,
  HelpArticleView,
  HelpCenterData,
} from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';

/** One knowledge-base article: its category's slug and its own. */
export interface ArticleRef {
  category: string;
  article: string;
}

/** The pricing, FAQ and help center calls (packages/mocks/README.md, "Help center and pricing"). */
export const helpApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/pages/faq?q=: the groups with a question matching q (none dropped without q). */
    getFaq: build.query<FaqGroup[], string>({
      query: (q) => ({ url: 'pages/faq', params: q ? { q } : undefined }),
    }),
    getHelpCenter: build.query<HelpCenterData, void>({ query: () => 'pages/help-center' }),
    getHelpArticle: build.query<HelpArticleView, ArticleRef>({
      query: ({ category, article }) => ({
        url: 'pages/help-center/article',
        params: { category, article },
      }),
    }),
    /** Counts one answer to "Was this helpful?"; the article's cached counts take the answer. */
    sendHelpFeedback: build.mutation<HelpArticleFeedback, HelpArticleFeedbackRequest>({
      query: (body) => ({ url: 'pages/help-center/article/feedback', method: 'POST', body }),
      async onQueryStarted({ category, article }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          helpApi.util.updateQueryData('getHelpArticle', { category, article }, (draft) => {
            draft.feedback = data;
          }),
        );
      },
    }),
    /**
     * The signed-in account's plan (null signed out). Not kept once unused: the next visit may be
     * under another account.
     */
    getCurrentPlan: build.query<CurrentPlanResponse, void>({
      query: () => 'pages/pricing/current-plan',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGetFaqQuery,
  useGetHelpCenterQuery,
  useGetHelpArticleQuery,
  useSendHelpFeedbackMutation,
  useGetCurrentPlanQuery,
} = helpApi;
