import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { getDb } from '@atrium/mocks';

import { pagesHref, pagesPaths } from '../index.ts';
import { at, helpPageStories, patient } from '../test/help-stories.ts';
import { HelpCenterPage } from './help-center-page.tsx';

const path = pagesPaths.helpCenter;
const kit = helpPageStories(HelpCenterPage, {
  domain: 'pages',
  endpoint: '*/api/pages/help-center',
  path,
  errorTestId: 'help-center-error',
  loadedTestId: 'help-knowledge-base',
});

const meta = {
  title: 'Features/Pages/HelpCenter/HelpCenterPage',
  ...kit.meta,
} satisfies Meta<typeof HelpCenterPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Popular articles, the knowledge base (each article links to its page) and keep learning. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const base = await within(canvasElement).findByTestId('help-knowledge-base', {}, patient);
    const links = within(base).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(30);
    await expect(links[0]).toHaveAttribute(
      'href',
      pagesHref('helpCenterArticle', { category: 'buying', article: 'what-are-favourites' }),
    );
    // Every popular and keep-learning card opens the article it names.
    const { popularArticles, keepLearning } = getDb().helpCenter;
    for (const [testId, cards] of [
      ['help-popular', popularArticles],
      ['help-keep-learning', keepLearning],
    ] as const) {
      const hrefs = within(within(canvasElement).getByTestId(testId))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
      await expect(hrefs).toEqual(
        cards.map(({ article }) =>
          pagesHref('helpCenterArticle', { category: article.category, article: article.slug }),
        ),
      );
    }
  },
};

/** `?q=refund`: only the articles whose title matches, by category. */
export const Search: Story = {
  parameters: at(path, `${path}?q=refund`),
  play: async ({ canvasElement }) => {
    const results = await within(canvasElement).findByTestId('help-results', {}, patient);
    const links = within(results).getAllByRole('link');
    await expect(links.length).toBeGreaterThan(1);
    for (const link of links) await expect(link.textContent?.toLowerCase()).toContain('refund');
  },
};

/** A search nothing matches: the empty state with its clear action. */
export const EmptySearch: Story = {
  parameters: at(path, `${path}?q=zzzz`),
  play: async ({ canvasElement }) => {
    const results = await within(canvasElement).findByTestId('help-results', {}, patient);
    await expect(within(results).queryAllByRole('link')).toHaveLength(0);
    await expect(within(results).getByRole('button')).toBeVisible();
  },
};

export const Loading: Story = kit.loading;

/** The help center's call fails: an error with Retry, which loads the articles. */
export const ServerError: Story = kit.serverError;
