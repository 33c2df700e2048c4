import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { renderWithProviders } from '../../test/render.tsx';
import { setupFakeApi } from '../../test/msw-server.ts';
import { href, pagesPaths } from '../routes.ts';
import { HelpArticlePage } from './help-article-page.tsx';

setupFakeApi();

const patient = { timeout: 10_000 };
const open = (category: string, article: string) =>
  renderWithProviders(<HelpArticlePage />, {
    initialEntry: href('helpCenterArticle', { category, article }),
    path: pagesPaths.helpCenterArticle,
  });
const stats = () => getDb().helpArticleStats.find((s) => s.article === 'how-do-refunds-work');

describe('HelpArticlePage', { timeout: 60_000 }, () => {
  it('shows the article with its breadcrumb and its category’s other articles', async () => {
    open('buying', 'how-do-refunds-work');
    const article = await screen.findByTestId('help-article', {}, patient);
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(
      'How do refunds work?',
    );
    const trail = screen.getByRole('navigation');
    expect(within(trail).getByRole('link', { name: 'Help center' })).toHaveAttribute(
      'href',
      href('helpCenter'),
    );
    expect(within(trail).getByText('Buying')).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'More in Buying' });
    expect(within(related).getAllByRole('link')).toHaveLength(5);
    expect(within(article).getByText(/^Last updated on /)).toBeInTheDocument();
  });

  it('saves "Was this helpful?" on the fake API and shows the new count', async () => {
    const user = userEvent.setup();
    const before = { ...stats() };
    open('buying', 'how-do-refunds-work');
    const feedback = await screen.findByTestId('article-feedback', {}, patient);
    await user.click(within(feedback).getByRole('button', { name: 'No' }));
    await within(feedback).findByText(/we will use your answer/);
    expect(stats()?.notHelpful).toBe((before.notHelpful ?? 0) + 1);
    expect(stats()?.helpful).toBe(before.helpful);
    const readers = (before.helpful ?? 0) + (before.notHelpful ?? 0) + 1;
    await waitFor(() =>
      expect(within(feedback).getByTestId('article-feedback-count')).toHaveTextContent(
        `${before.helpful} of ${readers} readers found this helpful`,
      ),
    );
    expect(within(feedback).queryByRole('button')).toBeNull();
  });

  it('says so for an article the knowledge base does not have', async () => {
    open('buying', 'no-such-article');
    const state = await screen.findByTestId('article-not-found', {}, patient);
    expect(within(state).getByRole('link', { name: 'Back to the help center' })).toHaveAttribute(
      'href',
      href('helpCenter'),
    );
  });
});
