import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconArrowRight, IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { expect, fn, userEvent } from 'storybook/test';

import {
  ColorGrid,
  VariantRow,
  buttonArgTypes,
  playActivates,
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

export const Sizes: Story = {
  render: (args) => (
    <div style={row}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
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
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /save changes/i });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // The spinner is announced in the story's language.
    await expect(canvas.getByRole('status')).toHaveAccessibleName(/\S/);
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
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
