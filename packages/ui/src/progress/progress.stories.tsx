import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { colorNames } from '../theme/tokens.ts';
import { Progress } from './progress.tsx';

const meta = {
  title: 'UI/Display/Progress',
  component: Progress,
  args: { variant: 'linear', value: 64, showLabel: true, 'aria-label': 'Catalogue import' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['linear', 'circular'] },
    value: { control: { type: 'range', min: 0, max: 100 } },
    buffer: { control: { type: 'range', min: 0, max: 100 } },
    color: { control: 'select', options: colorNames },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Progress>;
export default meta;

type Story = StoryObj<typeof meta>;

const stack = { display: 'grid', gap: 20 } as const;
const row = { display: 'flex', flexWrap: 'wrap', gap: 20, alignItems: 'center' } as const;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Catalogue import' });
    await expect(bar).toHaveAttribute('aria-valuenow', '64');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuetext');
  },
};

export const LinearIndeterminate: Story = {
  args: { value: undefined, 'aria-label': 'Loading orders' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Loading orders' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const Buffer: Story = { args: { value: 35, buffer: 70, 'aria-label': 'Video upload' } };

export const Circular: Story = {
  render: (args) => (
    <div style={row}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Progress key={size} {...args} variant="circular" size={size} aria-label={`Sync ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(3);
  },
};

export const CircularIndeterminate: Story = {
  args: { variant: 'circular', value: undefined, 'aria-label': 'Loading report' },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={stack}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Progress key={size} {...args} size={size} aria-label={`Storage ${size}`} />
      ))}
    </div>
  ),
};

export const Colors: Story = {
  render: (args) => (
    <div style={stack}>
      {colorNames.map((color, i) => (
        <Progress
          key={color}
          {...args}
          color={color}
          value={20 + i * 15}
          aria-label={`Goal ${color}`}
        />
      ))}
    </div>
  ),
};

/** The default name is translated when the caller gives none. */
export const DefaultName: Story = {
  args: { 'aria-label': undefined, showLabel: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAccessibleName(/\S/);
  },
};

function Upload() {
  const [value, setValue] = useState(20);
  return (
    <div style={stack}>
      <Progress value={value} showLabel aria-label="Invoice upload" />
      <Button variant="tonal" onClick={() => setValue((v) => Math.min(100, v + 20))}>
        Upload more
      </Button>
    </div>
  );
}

export const Updating: Story = {
  render: () => <Upload />,
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Invoice upload' });
    await userEvent.click(canvas.getByRole('button', { name: 'Upload more' }));
    await userEvent.keyboard('{Enter}');
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
  },
};
