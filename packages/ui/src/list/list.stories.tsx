import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  IconBox,
  IconChevronRight,
  IconCreditCard,
  IconDotsVertical,
  IconTruck,
} from '@tabler/icons-react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

import { Avatar } from '../avatar/avatar.tsx';
import { Button } from '../button/button.tsx';
import { Card } from '../card/card.tsx';
import { Checkbox } from '../checkbox/checkbox.tsx';
import { List } from './list.tsx';

const meta = {
  title: 'UI/Display/List',
  component: List,
  args: { 'aria-label': 'Recent customers', dense: false, dividers: false },
  decorators: [(Story) => <Card style={{ maxInlineSize: 420 }}>{Story()}</Card>],
  render: (args) => (
    <List {...args}>
      <List.Item start={<Avatar name="Olivia Martin" alt="" />} secondary="olivia@example.com">
        Olivia Martin
      </List.Item>
      <List.Item start={<Avatar name="Liam Chen" alt="" />} secondary="liam.chen@example.com">
        Liam Chen
      </List.Item>
      <List.Item start={<Avatar name="Sara Haddad" alt="" />} secondary="sara@example.com">
        Sara Haddad
      </List.Item>
    </List>
  ),
} satisfies Meta<typeof List>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Recent customers' });
    await expect(list.children).toHaveLength(3);
    await expect(canvas.getByText('liam.chen@example.com')).toBeVisible();
  },
};

export const Dense: Story = { args: { dense: true } };

export const Dividers: Story = { args: { dividers: true } };

export const Flush: Story = {
  args: { flush: true },
  decorators: [(Story) => <Card.Content>{Story()}</Card.Content>],
  play: async ({ canvas }) => {
    // Rows start where the card's text starts: no padding on the list or the row ends.
    const list = canvas.getByRole('list', { name: 'Recent customers' });
    await expect(getComputedStyle(list).paddingBlockStart).toBe('0px');
    const row = list.firstElementChild as HTMLElement;
    await expect(getComputedStyle(row).paddingInlineStart).toBe('0px');
  },
};

export const WithIconsAndActions: Story = {
  render: (args) => (
    <List {...args} aria-label="Order steps" dividers>
      <List.Item
        start={<IconCreditCard size={22} aria-hidden />}
        secondary="Paid by card"
        action={
          <Button size="sm" variant="text">
            Receipt
          </Button>
        }
      >
        Payment
      </List.Item>
      <List.Item
        start={<IconBox size={22} aria-hidden />}
        secondary="3 items packed"
        action={
          <Button size="sm" variant="text" color="secondary" aria-label="More for packing">
            <IconDotsVertical size={18} aria-hidden />
          </Button>
        }
      >
        Packing
      </List.Item>
      <List.Item start={<IconTruck size={22} aria-hidden />} secondary="Due 24 November">
        Delivery
      </List.Item>
    </List>
  ),
};

const onOpen = fn<(details: { id: string }) => void>();

export const ClickableRows: Story = {
  render: (args) => (
    <List {...args} aria-label="Orders" dividers>
      {['#1042', '#1041', '#1040'].map((id) => (
        <List.Item
          key={id}
          secondary="Olivia Martin · $249.00"
          onClick={() => {
            onOpen({ id });
          }}
          action={<IconChevronRight size={18} aria-hidden className="at-mirror-rtl" />}
        >
          Order {id}
        </List.Item>
      ))}
    </List>
  ),
  play: async ({ canvas }) => {
    onOpen.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: /Order #1041/ }));
    await expect(onOpen).toHaveBeenLastCalledWith({ id: '#1041' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onOpen).toHaveBeenLastCalledWith({ id: '#1040' });
  },
};

function Inbox() {
  const [picked, setPicked] = useState<string[]>([]);
  return (
    <List aria-label="Inbox" dividers>
      {['Chris Ellison', 'Sofia Ramirez'].map((name) => (
        <List.Item
          key={name}
          leading={
            <Checkbox
              aria-label={`Select the mail from ${name}`}
              checked={picked.includes(name)}
              onCheckedChange={({ checked }) =>
                setPicked((list) =>
                  checked === true ? [...list, name] : list.filter((n) => n !== name),
                )
              }
            />
          }
          start={<Avatar name={name} alt="" size="sm" />}
          secondary="Bulk order for the spring catalogue"
          onClick={() => {
            onOpen({ id: name });
          }}
        >
          {name}
        </List.Item>
      ))}
    </List>
  );
}

/** Controls before a clickable row's button (a selection box): a click there is theirs alone. */
export const LeadingControls: Story = {
  render: () => <Inbox />,
  play: async ({ canvas }) => {
    onOpen.mockClear();
    const box = canvas.getByRole('checkbox', { name: 'Select the mail from Sofia Ramirez' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(onOpen).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /Chris Ellison/ }));
    await expect(onOpen).toHaveBeenLastCalledWith({ id: 'Chris Ellison' });
  },
};

function Warehouses() {
  const [value, setValue] = useState<string | null>('paris');
  return (
    <>
      <List
        selectable
        value={value}
        onValueChange={(d) => setValue(d.value)}
        aria-label="Warehouse"
      >
        <List.Item value="paris" secondary="1,204 products">
          Paris
        </List.Item>
        <List.Item value="berlin" secondary="860 products">
          Berlin
        </List.Item>
        <List.Item value="dubai" secondary="Closed for inventory" disabled>
          Dubai
        </List.Item>
        <List.Item value="lyon" secondary="312 products">
          Lyon
        </List.Item>
      </List>
      <p style={{ paddingInline: 16 }} data-testid="chosen">
        Chosen: {value}
      </p>
    </>
  );
}

/** A listbox: Tab into it, arrows move, Enter or Space chooses; disabled options are skipped. */
export const Selectable: Story = {
  render: () => <Warehouses />,
  play: async ({ canvas }) => {
    const paris = canvas.getByRole('option', { name: /Paris/ });
    await expect(paris).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(paris).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('option', { name: /Berlin/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const lyon = canvas.getByRole('option', { name: /Lyon/ });
    await expect(lyon).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(lyon).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByTestId('chosen')).toHaveTextContent('lyon');
    await userEvent.keyboard('{Home}');
    await expect(paris).toHaveFocus();
    await userEvent.click(canvas.getByRole('option', { name: /Berlin/ }));
    await expect(canvas.getByTestId('chosen')).toHaveTextContent('berlin');
  },
};
