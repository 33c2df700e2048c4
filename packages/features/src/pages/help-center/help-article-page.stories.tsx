import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { pagesHref, pagesPaths } from '../index.ts';
import { at, helpPageStories, patient } from '../test/help-stories.ts';
import { HelpArticlePage } from './help-article-page.tsx';

const path = pagesPaths.helpCenterArticle;
const url = pagesHref('helpCenterArticle', {
  category: 'orders-delivery',
  article: 'tracking-a-parcel',
});
const kit = helpPageStories(HelpArticlePage, {
  domain: 'helpCenter',
  endpoint: '*/api/pages/help-center/article',
  path,
  initialEntry: url,
  errorTestId: 'article-error',
  loadedTestId: 'help-article',
});

const meta = {
  title: 'Features/Pages/HelpCenter/HelpArticlePage',
  ...kit.meta,
} satisfies Meta<typeof HelpArticlePage>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * The article with its breadcrumb and the category's other articles; "Yes" is saved and the
 * count of readers who found it helpful goes up by one.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const article = await within(canvasElement).findByTestId('help-article', {}, patient);
    await expect(within(article).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(within(article).getAllByRole('listitem')).toHaveLength(5);
    const feedback = within(article).getByTestId('article-feedback');
    const count = within(feedback).getByTestId('article-feedback-count');
    const before = Number(/\d+/.exec(count.textContent ?? '')?.[0]);
    await userEvent.click(within(feedback).getAllByRole('button')[0] as HTMLElement);
    await waitFor(() => expect(within(feedback).queryAllByRole('button')).toHaveLength(0), patient);
    await expect(within(feedback).getByRole('status')).toBeVisible();
    // Digits only: the Arabic run writes the same figures.
    await waitFor(
      () => expect(Number(/\d+/.exec(count.textContent ?? '')?.[0])).toBe(before + 1),
      patient,
    );
  },
};

/** An article the knowledge base does not have: a not-found state leading back. */
export const NotFound: Story = {
  parameters: at(
    path,
    pagesHref('helpCenterArticle', { category: 'orders-delivery', article: 'no-such-article' }),
  ),
  play: async ({ canvasElement }) => {
    const state = await within(canvasElement).findByTestId('article-not-found', {}, patient);
    await expect(within(state).getByRole('link')).toHaveAttribute('href', pagesPaths.helpCenter);
  },
};

export const Loading: Story = kit.loading;

/** The article's call fails: an error with Retry, which loads the article. */
export const ServerError: Story = kit.serverError;
