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

import {
  ColorGrid,
  SizeRow,
  VariantRow,
  buttonArgTypes,
  playActivates,
  playInert,
} from '../button/button-story-kit.tsx';
import { IconButton } from './icon-button.tsx';

const meta = {
  title: 'UI/Buttons/IconButton',
  component: IconButton,
  args: { label: 'Edit order', children: <IconEdit size={20} />, onClick: fn() },
  argTypes: {
    ...buttonArgTypes,
    shape: { control: 'inline-radio', options: ['square', 'round'] },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = { play: playActivates('Edit order') };

export const Variants: Story = {
  render: (args) => (
    <VariantRow
      render={(v) => (
        <IconButton key={v} {...args} variant={v} color="primary" label={`Edit order (${v})`} />
      )}
    />
  ),
};

export const Colors: Story = {
  render: (args) => (
    <ColorGrid
      variants={['contained', 'tonal', 'text']}
      render={(v, c) => (
        <IconButton key={c} {...args} variant={v} color={c} label={`Favourite (${c})`}>
          <IconHeart size={20} />
        </IconButton>
      )}
    />
  ),
};

/** Each size's icon size and name. */
const sizes = {
  sm: [16, 'Print invoice (small)'],
  md: [20, 'Print invoice'],
  lg: [24, 'Print invoice (large)'],
} as const;

export const Sizes: Story = {
  render: (args) => (
    <SizeRow
      render={(size) => (
        <IconButton {...args} variant="tonal" size={size} label={sizes[size][1]}>
          <IconPrinter size={sizes[size][0]} />
        </IconButton>
      )}
    />
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
  play: playInert('Edit order', 'aria-busy'),
};

export const Disabled: Story = {
  args: { disabled: true, variant: 'tonal', tooltip: true },
  play: playInert('Edit order', 'aria-disabled'),
};
