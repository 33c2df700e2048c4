import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconArrowRight, IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { expect, fn, userEvent } from 'storybook/test';

import { colorNames } from '../theme/tokens.ts';
import { Button } from './button.tsx';

const meta = {
  title: 'UI/Buttons/Button',
  component: Button,
  args: { children: 'Save changes', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['contained', 'tonal', 'outlined', 'text'] },
    color: { control: 'select', options: colorNames },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;

const row = { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' } as const;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Keyboard: Tab reaches it, Enter and Space activate it.
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
        <Button key={v} {...args} variant={v}>
          {v}
        </Button>
      ))}
    </div>
  ),
};

export const Colors: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['contained', 'tonal', 'outlined', 'text'] as const).map((v) => (
        <div key={v} style={row}>
          {colorNames.map((c) => (
            <Button key={c} {...args} variant={v} color={c}>
              {c}
            </Button>
          ))}
        </div>
      ))}
    </div>
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
