import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconCheck, IconTruck } from '@tabler/icons-react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

import { Avatar } from '../avatar/avatar.tsx';
import { colorNames } from '../theme/tokens.ts';
import { Chip } from './chip.tsx';

const meta = {
  title: 'UI/Display/Chip',
  component: Chip,
  args: { label: 'Electronics', variant: 'tonal', color: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['filled', 'tonal', 'outlined'] },
    color: { control: 'select', options: colorNames },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    avatar: { control: false },
    icon: { control: false },
  },
} satisfies Meta<typeof Chip>;
export default meta;

type Story = StoryObj<typeof meta>;

const row = { display: 'flex', flexWrap: 'wrap', gap: 10, alignItems: 'center' } as const;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Electronics')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

const variantStory = (variant: 'filled' | 'tonal' | 'outlined'): Story => ({
  render: (args) => (
    <div style={row}>
      {colorNames.map((color) => (
        <Chip key={color} {...args} variant={variant} color={color} label={color} />
      ))}
    </div>
  ),
});
export const Filled = variantStory('filled');
export const Tonal = variantStory('tonal');
export const Outlined = variantStory('outlined');

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      <Chip {...args} size="sm" label="Small" />
      <Chip {...args} size="md" label="Medium" />
    </div>
  ),
};

export const WithAvatarAndIcon: Story = {
  render: (args) => (
    <div style={row}>
      <Chip {...args} label="Olivia Martin" avatar={<Avatar name="Olivia Martin" alt="" />} />
      <Chip {...args} color="success" label="Delivered" icon={<IconTruck />} />
      <Chip {...args} size="sm" color="info" label="Paid" icon={<IconCheck />} />
    </div>
  ),
};

export const Clickable: Story = {
  args: { onClick: fn(), label: 'In stock' },
  play: async ({ args, canvas }) => {
    const chip = canvas.getByRole('button', { name: 'In stock' });
    await userEvent.click(chip);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    chip.blur();
    await userEvent.tab();
    await expect(chip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Deletable: Story = {
  args: { onDelete: fn(), label: 'Status: Pending' },
  play: async ({ args, canvas }) => {
    const remove = canvas.getByRole('button', { name: /Status: Pending/ });
    await userEvent.click(remove);
    await expect(args.onDelete).toHaveBeenLastCalledWith({ source: 'button' });
    remove.blur();
    await userEvent.tab();
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onDelete).toHaveBeenLastCalledWith({ source: 'keyboard' });
  },
};

export const Disabled: Story = { args: { onClick: fn(), disabled: true, label: 'Archived' } };

function FilterBar() {
  const [filters, setFilters] = useState(['Category: Shoes', 'Price: $50–$100', 'In stock']);
  const [onSale, setOnSale] = useState(false);
  return (
    <div style={row}>
      <Chip
        label="On sale"
        variant={onSale ? 'filled' : 'outlined'}
        color="primary"
        selected={onSale}
        onClick={() => setOnSale((v) => !v)}
      />
      {filters.map((f) => (
        <Chip
          key={f}
          label={f}
          onClick={() => undefined}
          onDelete={() => setFilters((all) => all.filter((x) => x !== f))}
        />
      ))}
    </div>
  );
}

/** Filter chips: a toggle, and removable filters (Backspace or Delete removes the focused one). */
export const FilterChips: Story = {
  render: () => <FilterBar />,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'On sale' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Category: Shoes' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(canvas.queryByText('Category: Shoes')).toBeNull();
    await expect(canvas.getAllByText(/Price|In stock/)).toHaveLength(2);
  },
};
