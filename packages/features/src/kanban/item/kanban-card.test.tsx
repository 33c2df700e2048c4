import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { KanbanItem } from '@atrium/mocks/types';

import { renderWithProviders } from '../../test/render.tsx';
import { CardKitProvider } from './card-kit.tsx';
import { KanbanTodayProvider } from './due-date.ts';
import { KanbanCard, sameCardProps } from './kanban-card.tsx';

const item: KanbanItem = {
  id: 7,
  title: 'Checkout flow usability test',
  dueDate: '2026-03-16',
  labels: ['UX', 'Marketing'],
  members: [
    { name: 'Harriet McBride', img: '/mock-assets/avatars/harriet-mcbride.svg' },
    { name: 'Gavin Griffith', img: '/mock-assets/avatars/gavin-griffith.svg' },
  ],
  comments: 'Five sessions booked.',
  attachments: 3,
  commentsCount: 6,
  image: '',
};

function renderCard(today: string, change: Partial<KanbanItem> = {}, onOpen = vi.fn()) {
  renderWithProviders(
    <KanbanTodayProvider value={today}>
      <CardKitProvider>
        <KanbanCard item={{ ...item, ...change }} onOpen={onOpen} />
      </CardKitProvider>
    </KanbanTodayProvider>,
  );
  return { card: screen.getByTestId('kanban-card'), onOpen };
}

describe('KanbanCard', () => {
  it('says a past due date is overdue, in the error colour', () => {
    const { card } = renderCard('2026-03-18');
    expect(card).toHaveAccessibleName(/Overdue, was due\s*Mar 16, 2026/);
    expect(screen.getByTestId('kanban-card-overdue')).toHaveTextContent('Mar 16, 2026');
    expect(screen.queryByTestId('kanban-card-due')).toBeNull();
  });

  it('is not overdue on its due day, nor without a due date', () => {
    renderCard('2026-03-16');
    expect(screen.getByTestId('kanban-card-due')).toBeInTheDocument();
    expect(screen.queryByTestId('kanban-card-overdue')).toBeNull();
  });

  it('leaves the date out when there is none', () => {
    const { card } = renderCard('2026-03-18', { dueDate: '' });
    expect(screen.queryByTestId('kanban-card-due')).toBeNull();
    expect(screen.queryByTestId('kanban-card-overdue')).toBeNull();
    expect(card).not.toHaveAccessibleName(/Overdue|Due/);
  });

  it('is named by its title first, then what each part says', () => {
    const { card } = renderCard('2026-03-18');
    expect(card).toHaveAccessibleName(
      /^Checkout flow usability test\s*Labels:\s*UX\s*Marketing\s*Overdue, was due\s*Mar 16, 2026\s*Attachments:\s*3\s*Comments:\s*6\s*Members:\s*Harriet McBride\s*Gavin Griffith$/,
    );
  });

  it('opens on a click, Enter or Space', async () => {
    const user = userEvent.setup();
    const { card, onOpen } = renderCard('2026-03-18');
    await user.click(card);
    card.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onOpen).toHaveBeenCalledTimes(3);
    expect(onOpen).toHaveBeenCalledWith(7);
  });

  it('lets a drag wrapper keep a key: a handler that prevents the default does not open', () => {
    const onOpen = vi.fn();
    renderWithProviders(
      <CardKitProvider>
        <KanbanCard
          item={item}
          onOpen={onOpen}
          aria-roledescription="draggable card"
          onKeyDown={(event) => {
            if (event.key === ' ') event.preventDefault();
          }}
        />
      </CardKitProvider>,
    );
    const card = screen.getByRole('button', { name: new RegExp(`^${item.title}`) });
    expect(card).toHaveAttribute('aria-roledescription', 'draggable card');
    fireEvent.keyDown(card, { key: ' ' });
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.keyDown(card, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('counts as unchanged for an equal item, and changed for any new field or handler', () => {
    const onOpen = vi.fn();
    const props = { item, onOpen };
    expect(sameCardProps(props, { item: structuredClone(item), onOpen })).toBe(true);
    expect(sameCardProps(props, { item: { ...item, title: 'Renamed' }, onOpen })).toBe(false);
    expect(sameCardProps(props, { item: { ...item, labels: ['UX'] }, onOpen })).toBe(false);
    const members = [{ ...item.members[0]!, img: '/other.svg' }, item.members[1]!];
    expect(sameCardProps(props, { item: { ...item, members }, onOpen })).toBe(false);
    expect(sameCardProps(props, { item, onOpen: vi.fn() })).toBe(false);
    expect(sameCardProps(props, { ...props, tabIndex: -1 })).toBe(false);
  });
});
