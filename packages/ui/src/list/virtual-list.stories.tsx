import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { Avatar } from '../avatar/avatar.tsx';
import { Card } from '../card/card.tsx';
import { List } from './list.tsx';
import { VirtualList } from './virtual-list.tsx';

interface Person {
  id: number;
  name: string;
  email: string;
}

const FIRST = ['Olivia', 'Liam', 'Sara', 'Noah', 'Amelia', 'Omar', 'Chloe', 'Mateo'];
const LAST = ['Martin', 'Chen', 'Haddad', 'Okafor', 'Rossi', 'Dubois', 'Novak', 'Silva'];
const people = (count: number): Person[] =>
  Array.from({ length: count }, (_, i) => {
    const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`;
    return { id: i + 1, name, email: `person${i + 1}@example.com` };
  });

const meta = {
  title: 'UI/Display/VirtualList',
  component: VirtualList<Person>,
  args: {
    'aria-label': 'Customers',
    dividers: true,
    items: people(10_000),
    itemKey: (person: Person) => person.id,
    estimateSize: 61,
    renderItem: (person: Person, _index: number, measure: { 'data-index': number }) => (
      <List.Item
        key={person.id}
        {...measure}
        start={<Avatar name={person.name} alt="" />}
        secondary={person.email}
      >
        {person.name}
      </List.Item>
    ),
  },
  argTypes: { items: { control: false }, renderItem: { control: false } },
  // The list fills its parent's height and scrolls in its own box.
  decorators: [
    (Story) => (
      <Card
        style={{ maxInlineSize: 420, blockSize: 420, display: 'flex', flexDirection: 'column' }}
      >
        {Story()}
      </Card>
    ),
  ],
} satisfies Meta<typeof VirtualList<Person>>;
export default meta;

type Story = StoryObj<typeof meta>;

/** 10,000 rows, of which only those in view (and a few beyond) are mounted. */
export const TenThousandRows: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Customers' });
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(30);
    const scroller = list.parentElement!;
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(within(list).getByText('person10000@example.com')).toBeVisible());
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(30);
  },
};

/** The row at `activeIndex` is scrolled into view. */
export const ActiveRow: Story = {
  args: { activeIndex: 5000 },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Customers' });
    await waitFor(() => expect(within(list).getByText('person5001@example.com')).toBeVisible());
  },
};

/** A short list draws every row: nothing to save, and it reads whole without layout. */
export const Short: Story = {
  args: { items: people(5) },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Customers' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  },
};
