import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { getDb } from '@atrium/mocks';

import { setupFakeApi } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ItemOnBoard } from './test/item-fixtures.tsx';

const server = setupFakeApi();

const stored = (id: number) => getDb().kanban.items.find((item) => item.id === id);

/** Item 1 of the seed ("Research FAQ page UX") open in its drawer, its team loaded. */
async function openItem(id = 1) {
  const user = userEvent.setup();
  const onClose = vi.fn();
  renderWithProviders(<ItemOnBoard itemId={id} onClose={onClose} />);
  const drawer = await screen.findByRole('dialog', { name: 'Edit card' });
  await within(drawer).findByRole('button', { name: 'Tessa Hale' });
  const title = within(drawer).getByRole('textbox', { name: /^Title/ });
  return { user, drawer, title, onClose };
}

const update = (drawer: HTMLElement) => within(drawer).getByRole('button', { name: 'Update' });

// Typing into a drawer form in jsdom is slow on a shared machine; these wait on behaviour, not time.
describe('KanbanItemDrawer', { timeout: 60_000 }, () => {
  it('shows the item as stored: title, chosen labels and members, counts and latest comment', async () => {
    const { drawer, title } = await openItem();
    const item = stored(1)!;
    expect(title).toHaveValue(item.title);
    expect(within(drawer).getByRole('button', { name: 'UX' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(drawer).getByRole('button', { name: 'App' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    for (const member of item.members)
      expect(within(drawer).getByRole('button', { name: member.name })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    expect(within(drawer).getByText(`Saved: ${item.attachments}.`, { exact: false })).toBeVisible();
    expect(within(drawer).getByTestId('kanban-item-latest')).toHaveTextContent(item.comments);
    expect(within(drawer).getByText(`Latest comment (${item.commentsCount} in all)`)).toBeVisible();
  });

  it('offers a retry when the team cannot be loaded, which brings the members', async () => {
    server.use(
      http.get('*/api/apps/team', () => HttpResponse.json({}, { status: 500 }), { once: true }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ItemOnBoard itemId={1} />);
    const drawer = await screen.findByRole('dialog', { name: 'Edit card' });
    expect(await within(drawer).findByText('The team could not be loaded.')).toBeVisible();
    await user.click(within(drawer).getByRole('button', { name: 'Retry' }));
    expect(await within(drawer).findByRole('button', { name: 'Tessa Hale' })).toBeVisible();
  });

  it('updates the item through the fake API, toasts, closes and redraws the card', async () => {
    const { user, drawer, title, onClose } = await openItem();
    const before = structuredClone(stored(1)!);
    await user.clear(title);
    await user.type(title, 'Research the FAQ page');
    await user.click(within(drawer).getByRole('button', { name: 'App' }));
    await user.click(within(drawer).getByRole('button', { name: 'Gavin Griffith' }));
    await user.click(within(drawer).getByRole('button', { name: 'Tessa Hale' }));
    await user.upload(within(drawer).getByLabelText('Attachments'), [
      new File(['a'], 'notes.txt', { type: 'text/plain' }),
      new File(['b'], 'sketch.png', { type: 'image/png' }),
    ]);
    await user.type(within(drawer).getByRole('textbox', { name: 'Add a comment' }), 'Top 20 done.');
    await user.click(update(drawer));

    expect(await screen.findByText('“Research the FAQ page” updated')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(stored(1)).toMatchObject({
      title: 'Research the FAQ page',
      labels: ['UX', 'App'],
      members: [
        { name: 'Harriet McBride', img: before.members[0]!.img },
        { name: 'Tessa Hale', img: '/mock-assets/avatars/tessa-hale.svg' },
      ],
      attachments: before.attachments + 2,
      comments: 'Top 20 done.',
      commentsCount: before.commentsCount + 1,
      dueDate: before.dueDate,
    });
    const card = await screen.findByRole('button', { name: /^Research the FAQ page/ });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit card' })).toBeNull());

    await user.click(card);
    const reopened = await screen.findByRole('dialog', { name: 'Edit card' });
    expect(within(reopened).getByRole('textbox', { name: /^Title/ })).toHaveValue(
      'Research the FAQ page',
    );
    expect(within(reopened).getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');
    expect(within(reopened).getByTestId('kanban-item-latest')).toHaveTextContent('Top 20 done.');
  });

  it('leaves the comments alone when no comment is written', async () => {
    const { user, drawer } = await openItem();
    const before = structuredClone(stored(1)!);
    await user.click(within(drawer).getByRole('button', { name: 'Images' }));
    await user.click(update(drawer));
    await waitFor(() => expect(stored(1)?.labels).toEqual(['UX', 'Images']));
    expect(stored(1)).toMatchObject({
      comments: before.comments,
      commentsCount: before.commentsCount,
      attachments: before.attachments,
    });
  });

  it('refuses an empty title before sending anything', async () => {
    const { user, drawer, title, onClose } = await openItem();
    const before = structuredClone(stored(1));
    await user.clear(title);
    await user.click(update(drawer));
    expect(await within(drawer).findByText('Enter a title')).toBeVisible();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(stored(1)).toEqual(before);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the input and says why when the item was deleted elsewhere', async () => {
    const { user, drawer, title, onClose } = await openItem();
    await user.clear(title);
    await user.type(title, 'Still here?');
    getDb().kanban.items = getDb().kanban.items.filter((item) => item.id !== 1);
    await user.click(update(drawer));
    expect(await within(drawer).findByTestId('kanban-item-failure')).toHaveTextContent(
      'This card no longer exists',
    );
    expect(await screen.findByText('The card was not updated')).toBeInTheDocument();
    expect(title).toHaveValue('Still here?');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts a field the server refuses under its field', async () => {
    server.use(
      http.put('*/api/apps/kanban/item/update', () =>
        HttpResponse.json({ errors: { title: ['Title is too long.'] } }, { status: 400 }),
      ),
    );
    const { user, drawer, title } = await openItem();
    await user.type(title, '!');
    await user.click(update(drawer));
    expect(await within(drawer).findByText('Title is too long.')).toBeVisible();
    expect(title).toHaveValue(`${stored(1)!.title}!`);
  });

  it('deletes the item after a confirm, from the item list and its board', async () => {
    const { user, drawer, onClose } = await openItem();
    await user.click(within(drawer).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Delete “Research FAQ page UX”?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Research FAQ page UX” deleted')).toBeInTheDocument();
    expect(stored(1)).toBeUndefined();
    expect(getDb().kanban.boards.flatMap((board) => board.itemsIds)).not.toContain(1);
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByTestId('kanban-item-gone')).toBeInTheDocument();
  });

  it('keeps the confirm open with the reason when the delete fails, and deletes nothing', async () => {
    server.use(
      http.delete('*/api/apps/kanban/item/:id', () => HttpResponse.json({}, { status: 500 })),
    );
    const { user, drawer, onClose } = await openItem();
    await user.click(within(drawer).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'The card could not be deleted',
    );
    expect(stored(1)).toBeDefined();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before closing with changes, and closes at once without', async () => {
    const { user, drawer, title, onClose } = await openItem();
    await user.type(title, ' draft');
    await user.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(title).toHaveValue(`${stored(1)!.title} draft`);
    expect(onClose).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    const again = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(again).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(stored(1)?.title).toBe('Research FAQ page UX');

    await user.click(screen.getByRole('button', { name: /^Research FAQ page UX/ }));
    const reopened = await screen.findByRole('dialog', { name: 'Edit card' });
    expect(within(reopened).getByRole('textbox', { name: /^Title/ })).toHaveValue(
      'Research FAQ page UX',
    );
    await user.click(within(reopened).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
