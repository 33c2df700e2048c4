import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  IconArrowLeft,
  IconDotsVertical,
  IconEdit,
  IconHeart,
  IconPrinter,
  IconTrash,
} from '@tabler/icons-react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { colorNames } from '../theme/tokens.ts';
import { IconButton } from './icon-button.tsx';

const meta = {
  title: 'UI/Buttons/IconButton',
  component: IconButton,
  args: { label: 'Edit order', children: <IconEdit size={20} />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['contained', 'tonal', 'outlined', 'text'] },
    color: { control: 'select', options: colorNames },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    shape: { control: 'inline-radio', options: ['square', 'round'] },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;
export default meta;

type Story = StoryObj<typeof meta>;

const row = { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' } as const;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Edit order' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={row}>
      {(['contained', 'tonal', 'outlined', 'text'] as const).map((v) => (
        <IconButton key={v} {...args} variant={v} color="primary" label={`Edit order (${v})`} />
      ))}
    </div>
  ),
};

export const Colors: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['contained', 'tonal', 'text'] as const).map((v) => (
        <div key={v} style={row}>
          {colorNames.map((c) => (
            <IconButton key={c} {...args} variant={v} color={c} label={`Favourite (${c})`}>
              <IconHeart size={20} />
            </IconButton>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      <IconButton {...args} variant="tonal" size="sm" label="Print invoice (small)">
        <IconPrinter size={16} />
      </IconButton>
      <IconButton {...args} variant="tonal" size="md" label="Print invoice">
        <IconPrinter size={20} />
      </IconButton>
      <IconButton {...args} variant="tonal" size="lg" label="Print invoice (large)">
        <IconPrinter size={24} />
      </IconButton>
    </div>
  ),
};

export const Round: Story = {
  args: { shape: 'round', variant: 'outlined', label: 'More actions' },
  render: (args) => (
    <IconButton {...args}>
      <IconDotsVertical size={20} />
    </IconButton>
  ),
};

export const WithTooltip: Story = {
  args: { tooltip: true, label: 'Delete product', color: 'error' },
  render: (args) => (
    <IconButton {...args}>
      <IconTrash size={20} />
    </IconButton>
  ),
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Delete product' });
    button.blur();
    // Keyboard focus opens the tooltip at once, without the hover delay.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Delete product');
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

export const MirroredIcon: Story = {
  args: { label: 'Back to orders', variant: 'outlined' },
  render: (args) => (
    <IconButton {...args}>
      <IconArrowLeft size={20} className="at-mirror-rtl" />
    </IconButton>
  ),
};

export const Loading: Story = {
  args: { loading: true, variant: 'contained', color: 'primary' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Edit order' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, variant: 'tonal', tooltip: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Edit order' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
