import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { setupFakeApi } from '../../test/msw-server.ts';
import { renderWithUrl, urlSearch } from '../../test/render-list-page.tsx';
import { href } from '../routes.ts';
import { FaqPage } from './faq-page.tsx';

setupFakeApi();

const patient = { timeout: 10_000 };
const topicNames = async () =>
  within(await screen.findByTestId('faq-topics', {}, patient))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('FaqPage', { timeout: 60_000 }, () => {
  it('narrows the topics as typed, keeps the search in the URL, and empties on nonsense', async () => {
    const user = userEvent.setup();
    renderWithUrl(<FaqPage />, href('faq'));
    expect(await topicNames()).toEqual([
      'Payment',
      'Delivery',
      'Cancellation & Return',
      'My Orders',
      'Product & Services',
    ]);
    const box = screen.getByRole('searchbox', { name: 'Search the questions' });
    await user.type(box, 'CANCEL');
    await waitFor(async () => expect(await topicNames()).toEqual(['Cancellation & Return']));
    expect(within(screen.getByRole('tabpanel')).getAllByRole('button')).toHaveLength(1);
    await waitFor(() => expect(urlSearch()).toBe('?q=CANCEL'));

    await user.clear(box);
    await user.type(box, 'zzzz');
    const empty = await screen.findByTestId('faq-empty', {}, patient);
    expect(within(empty).getByRole('heading')).toHaveTextContent('No question matches “zzzz”');
    await waitFor(() => expect(urlSearch()).toBe('?q=zzzz'));

    await user.click(within(empty).getByRole('button', { name: 'Clear the search' }));
    await waitFor(async () => expect(await topicNames()).toHaveLength(5));
    expect(urlSearch()).toBe('');
    expect(box).toHaveValue('');
  });

  it('opens on the search the URL holds', async () => {
    renderWithUrl(<FaqPage />, `${href('faq')}?q=return`);
    await waitFor(async () => expect((await topicNames()).length).toBeGreaterThan(0));
    expect(screen.getByRole('searchbox')).toHaveValue('return');
    for (const question of within(screen.getByRole('tabpanel')).getAllByRole('button'))
      expect(question.textContent?.toLowerCase()).toContain('return');
  });
});
