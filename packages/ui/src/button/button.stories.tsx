import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconArrowRight, IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { expect, fn, within } from 'storybook/test';

import {
  ColorGrid,
  SizeRow,
  VariantRow,
  buttonArgTypes,
  playActivates,
  playInert,
  storyRow,
} from './button-story-kit.tsx';
import { Button } from './button.tsx';

const meta = {
  title: 'UI/Buttons/Button',
  component: Button,
  args: { children: 'Save changes', onClick: fn() },
  argTypes: buttonArgTypes,
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;

const row = storyRow;

export const Playground: Story = { play: playActivates('Save changes') };

export const Variants: Story = {
  render: (args) => (
    <VariantRow
      render={(v) => (
        <Button key={v} {...args} variant={v}>
          {v}
        </Button>
      )}
    />
  ),
};

export const Colors: Story = {
  render: (args) => (
    <ColorGrid
      render={(v, c) => (
        <Button key={c} {...args} variant={v} color={c}>
          {c}
        </Button>
      )}
    />
  ),
};

const sizeNames = { sm: 'Small', md: 'Medium', lg: 'Large' } as const;

export const Sizes: Story = {
  render: (args) => (
    <SizeRow
      render={(size) => (
        <Button {...args} size={size}>
          {sizeNames[size]}
        </Button>
      )}
    />
  ),
};

export const WithIcons: Story = {
  render: (args) => (
    <div style={row}>
      <Button {...args} startIcon={<IconPlus size={18} />}>
        Add product
      </Button>
      <Button
        {...args}
        variant="tonal"
        endIcon={<IconArrowRight size={18} className="at-mirror-rtl" />}
      >
        Next
      </Button>
      <Button {...args} variant="outlined" color="error" startIcon={<IconTrash size={18} />}>
        Delete
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, startIcon: <IconDeviceFloppy size={18} /> },
  play: playInert(/save changes/i, 'aria-busy', async (canvas) => {
    // The spinner is announced in the story's language.
    await expect(within(canvas).getByRole('status')).toHaveAccessibleName(/\S/);
  }),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: playInert('Save changes', 'aria-disabled'),
};

export const FullWidth: Story = {
  args: { fullWidth: true },
};

export const AsLink: Story = {
  args: {
    asChild: true,
    variant: 'outlined',
    children: <a href="#pricing">See pricing</a>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'See pricing' })).toHaveAttribute(
      'data-variant',
      'outlined',
    );
  },
};
