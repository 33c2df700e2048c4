import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { getDb } from '@atrium/mocks';

import { loadedRows, renderWithUrl, urlSearch as search } from '../../test/render-list-page.tsx';
import { setupFakeApi } from '../../test/msw-server.ts';
import { ManageReviewPage } from './manage-review-page.tsx';
import { href } from '../routes.ts';

setupFakeApi();
// The machine is shared and a table page takes seconds to render under jsdom: wait longer than
// the defaults (these are patience limits, not timing assertions).
configure({ asyncUtilTimeout: 15_000 });

const PATH = href('ecommerce.manageReview');

const renderPage = (entry = PATH) => renderWithUrl(<ManageReviewPage />, entry, PATH);
/** The data rows of the reviews table (the header row left out). */
const rows = () => loadedRows('Reviews');

describe('ManageReviewPage', { timeout: 60_000 }, () => {
  it('shows the rating summary computed from the stored reviews', async () => {
    renderPage();
    const reviews = getDb().reviews;
    const mean = reviews.reduce((a, r) => a + r.review, 0) / reviews.length;
    expect(await screen.findByTestId('review-average')).toHaveTextContent(
      String(Math.round(mean * 10) / 10),
    );
    expect(screen.getByText('100 reviews in total')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reviews by week' })).toBeInTheDocument();
  });

  it('filters by status tab and keeps it in the URL; All removes the filter', async () => {
    const user = userEvent.setup();
    renderPage();
    await rows();
    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    await waitFor(() => expect(search()).toContain('status=Pending'));
    const pending = await rows();
    expect(pending.length).toBeGreaterThan(0);
    for (const row of pending) expect(within(row).getByText('Pending')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(search()).not.toContain('status='));
    const all = await rows();
    expect(all.some((row) => within(row).queryByText('Published'))).toBe(true);
  });

  it('searches reviewer, product and text, and keeps q in the URL', async () => {
    const user = userEvent.setup();
    renderPage();
    await rows();
    const target = getDb().reviews[42];
    if (!target) throw new Error('seed changed');
    await user.type(screen.getByRole('searchbox', { name: 'Search reviews' }), target.reviewer);
    await waitFor(() =>
      expect(search()).toContain(`q=${encodeURIComponent(target.reviewer).replace(/%20/g, '+')}`),
    );
    await waitFor(async () => {
      const found = await rows();
      expect(found).toHaveLength(
        getDb().reviews.filter((r) => r.reviewer === target.reviewer).length,
      );
    });
    expect(screen.getAllByText(target.reviewer).length).toBeGreaterThan(0);
  });

  it('sorts by reviewer on the server', async () => {
    const user = userEvent.setup();
    renderPage();
    await rows();
    await user.click(screen.getByRole('button', { name: /Reviewer/ }));
    await waitFor(() => expect(search()).toContain('sortBy=reviewer'));
    const first = [...getDb().reviews].sort((a, b) => a.reviewer.localeCompare(b.reviewer))[0];
    await waitFor(async () => {
      const [row] = await rows();
      expect(row).toHaveTextContent(first?.reviewer ?? '');
    });
  });

  it('pages through the list with the page in the URL', async () => {
    const user = userEvent.setup();
    renderPage();
    const firstPage = (await rows())[0]?.textContent;
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(search()).toContain('page=2'));
    await waitFor(async () => expect((await rows())[0]?.textContent).not.toBe(firstPage));
  });

  it('approves a pending review: toast, and it leaves the Pending tab', async () => {
    const user = userEvent.setup();
    renderPage(`${PATH}?status=Pending`);
    const [row] = await rows();
    const reviewer = getDb().reviews.find((r) => r.status === 'Pending')?.reviewer ?? '';
    expect(row).toHaveTextContent(reviewer);
    await user.click(
      within(row as HTMLElement).getByRole('button', { name: `Approve the review by ${reviewer}` }),
    );
    expect(await screen.findByText(`Review by ${reviewer} published`)).toBeInTheDocument();
    await waitFor(async () => {
      const after = await rows();
      expect(after.every((r) => !r.textContent?.includes(reviewer))).toBe(true);
    });
    expect(getDb().reviews.find((r) => r.reviewer === reviewer)?.status).toBe('Published');
  });

  it('deletes a review after confirmation and shows a toast', async () => {
    const user = userEvent.setup();
    renderPage();
    const [row] = await rows();
    const name = within(row as HTMLElement)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? '')
      .find((label) => label.startsWith('Delete the review by '));
    if (!name) throw new Error('no delete button');
    const reviewer = name.replace('Delete the review by ', '');
    await user.click(within(row as HTMLElement).getByRole('button', { name }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`Review by ${reviewer} deleted`)).toBeInTheDocument();
    expect(getDb().reviews).toHaveLength(99);
    expect(await screen.findByText('99 reviews in total')).toBeInTheDocument();
  });
});
