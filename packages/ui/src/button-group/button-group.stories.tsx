import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  IconAlignCenter,
  IconAlignLeft,
  IconAlignRight,
  IconBold,
  IconItalic,
  IconLayoutGrid,
  IconList,
  IconUnderline,
  type TablerIcon,
} from '@tabler/icons-react';
import { expect, fn, userEvent } from 'storybook/test';

import { Button } from '../button/button.tsx';
import { colorNames } from '../theme/tokens.ts';
import { ButtonGroup } from './button-group.tsx';

const onClick = fn<(range: string) => void>();

const meta = {
  title: 'UI/Buttons/ButtonGroup',
  component: ButtonGroup,
  args: { variant: 'outlined', color: 'primary', size: 'md', 'aria-label': 'Date range' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['contained', 'tonal', 'outlined'] },
    color: { control: 'select', options: colorNames },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
  render: (args) => (
    <ButtonGroup {...args}>
      <Button onClick={() => onClick('day')}>Day</Button>
      <Button onClick={() => onClick('week')}>Week</Button>
      <Button onClick={() => onClick('month')}>Month</Button>
    </ButtonGroup>
  ),
} satisfies Meta<typeof ButtonGroup>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Icon-only toggle items: the label is the item's accessible name. */
const iconToggleItems = (
  size: number,
  items: { value: string; label: string; icon: TablerIcon; disabled?: boolean }[],
) =>
  items.map(({ value, label, icon: Glyph, disabled }) => (
    <ButtonGroup.ToggleItem key={value} value={value} aria-label={label} disabled={disabled}>
      <Glyph size={size} aria-hidden />
    </ButtonGroup.ToggleItem>
  ));

export const Playground: Story = {
  play: async ({ canvas }) => {
    onClick.mockClear();
    await expect(canvas.getByRole('group', { name: 'Date range' })).toBeInTheDocument();
    const week = canvas.getByRole('button', { name: 'Week' });
    await expect(week).toHaveAttribute('data-variant', 'outlined');
    await userEvent.click(week);
    await expect(onClick).toHaveBeenCalledWith('week');
    // Each button is its own Tab stop.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Month' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onClick).toHaveBeenLastCalledWith('month');
  },
};

export const Contained: Story = { args: { variant: 'contained' } };
export const Tonal: Story = { args: { variant: 'tonal', color: 'secondary' } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <ButtonGroup key={size} {...args} size={size} aria-label={`Range ${size}`}>
          <Button>Day</Button>
          <Button>Week</Button>
          <Button>Month</Button>
        </ButtonGroup>
      ))}
    </div>
  ),
};
export const Vertical: Story = { args: { orientation: 'vertical', variant: 'tonal' } };

export const ToggleSingle: Story = {
  render: () => (
    <ButtonGroup.Toggle type="single" defaultValue="grid" aria-label="Product view">
      {iconToggleItems(18, [
        { value: 'grid', label: 'Grid view', icon: IconLayoutGrid },
        { value: 'list', label: 'List view', icon: IconList },
      ])}
    </ButtonGroup.Toggle>
  ),
  play: async ({ canvas, canvasElement }) => {
    const grid = canvas.getByRole('radio', { name: 'Grid view' });
    const list = canvas.getByRole('radio', { name: 'List view' });
    await expect(grid).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(list);
    await expect(list).toHaveAttribute('aria-checked', 'true');
    await expect(grid).toHaveAttribute('aria-checked', 'false');
    // Arrow keys move between options (mirrored in RTL); Space selects.
    const back =
      canvasElement.ownerDocument.documentElement.dir === 'rtl' ? '{ArrowRight}' : '{ArrowLeft}';
    await userEvent.keyboard(back);
    await expect(grid).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(grid).toHaveAttribute('aria-checked', 'true');
  },
};

export const ToggleMultiple: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <ButtonGroup.Toggle type="multiple" defaultValue={['bold']} aria-label="Text style" size="sm">
        {iconToggleItems(16, [
          { value: 'bold', label: 'Bold', icon: IconBold },
          { value: 'italic', label: 'Italic', icon: IconItalic },
          { value: 'underline', label: 'Underline', icon: IconUnderline, disabled: true },
        ])}
      </ButtonGroup.Toggle>
      <ButtonGroup.Toggle type="single" defaultValue="left" aria-label="Alignment" size="sm">
        {iconToggleItems(16, [
          { value: 'left', label: 'Align start', icon: IconAlignLeft },
          { value: 'center', label: 'Align centre', icon: IconAlignCenter },
          { value: 'right', label: 'Align end', icon: IconAlignRight },
        ])}
      </ButtonGroup.Toggle>
    </div>
  ),
  play: async ({ canvas }) => {
    const bold = canvas.getByRole('button', { name: 'Bold' });
    const italic = canvas.getByRole('button', { name: 'Italic' });
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(italic);
    await expect(italic).toHaveAttribute('aria-pressed', 'true');
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Underline' })).toBeDisabled();
  },
};

export const ToggleWithText: Story = {
  render: () => (
    <ButtonGroup.Toggle type="single" defaultValue="all" aria-label="Order status">
      <ButtonGroup.ToggleItem value="all">All</ButtonGroup.ToggleItem>
      <ButtonGroup.ToggleItem value="paid">Paid</ButtonGroup.ToggleItem>
      <ButtonGroup.ToggleItem value="pending">Pending</ButtonGroup.ToggleItem>
      <ButtonGroup.ToggleItem value="refunded">Refunded</ButtonGroup.ToggleItem>
    </ButtonGroup.Toggle>
  ),
};
