import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { Stack } from './stack.tsx';

const meta = {
  title: 'UI/Foundations/Stack',
  component: Stack,
  args: { direction: 'row', gap: 3, wrap: true },
  argTypes: {
    direction: { control: 'inline-radio', options: ['row', 'column'] },
    align: { control: 'select', options: ['start', 'center', 'end', 'stretch', 'baseline'] },
    justify: { control: 'select', options: ['start', 'center', 'end', 'between', 'around'] },
  },
  render: (args) => (
    <Stack {...args}>
      <Button>First</Button>
      <Button variant="tonal">Second</Button>
      <Button variant="outlined">Third</Button>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    // In a row, DOM order is reading order: the first button comes first in both directions.
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual(['First', 'Second', 'Third']);
  },
};

export const Column: Story = { args: { direction: 'column', align: 'start' } };

export const SpaceBetween: Story = { args: { justify: 'between', wrap: false } };

export const GrowAndList: Story = {
  args: { wrap: false, align: 'center' },
  render: (args) => (
    <Stack {...args}>
      <Stack as="ul" gap={1} aria-label="Steps">
        <li>Pick</li>
        <li>Pack</li>
      </Stack>
      <Stack grow data-testid="grow">
        <Button variant="tonal">Takes the free space</Button>
      </Stack>
      <Button variant="outlined">Last</Button>
    </Stack>
  ),
  play: async ({ canvas }) => {
    // As a list the Stack drops the bullets and indent.
    const list = canvas.getByRole('list', { name: 'Steps' });
    await expect(getComputedStyle(list).paddingInlineStart).toBe('0px');
    await expect(getComputedStyle(list).listStyleType).toBe('none');
    await expect(getComputedStyle(canvas.getByTestId('grow')).flexGrow).toBe('1');
  },
};
