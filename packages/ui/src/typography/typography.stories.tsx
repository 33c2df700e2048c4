import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Typography } from './typography.tsx';

const meta = {
  title: 'UI/Foundations/Typography',
  component: Typography,
  args: { children: 'The quick brown fox jumps over the lazy dog', variant: 'body1' },
} satisfies Meta<typeof Typography>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

const variants = [
  'display',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle',
  'body1',
  'body2',
  'caption',
  'overline',
  'button',
  'code',
] as const;

/** Every step of the type scale, in the current language's script. */
export const Scale: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {variants.map((v) => (
        <Typography
          key={v}
          variant={v}
          as={v === 'caption' || v === 'overline' || v === 'button' ? 'div' : undefined}
        >
          {v} · {args.children}
        </Typography>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(/^h3/);
  },
};

export const Colors: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {(['primary', 'secondary', 'brand', 'success', 'info', 'warning', 'error'] as const).map(
        (c) => (
          <Typography key={c} {...args} color={c}>
            {c}: {args.children}
          </Typography>
        ),
      )}
      {/* The disabled colour is for unavailable controls, which WCAG exempts from contrast. */}
      <Typography {...args} color="disabled" aria-disabled="true">
        disabled: {args.children}
      </Typography>
    </div>
  ),
};

export const Arabic: Story = {
  args: { children: 'لوحة تحكم المتجر: الطلبات والعملاء والمنتجات', variant: 'h4' },
};

export const Truncated: Story = {
  args: { truncate: true, style: { maxInlineSize: 240 } },
};

export const WeightAndNowrap: Story = {
  render: (args) => (
    <div>
      {(['regular', 'medium', 'semibold', 'bold'] as const).map((weight) => (
        <Typography key={weight} {...args} variant="body2" weight={weight}>
          {weight}: $1,240.50
        </Typography>
      ))}
      <Typography {...args} nowrap style={{ maxInlineSize: 120 }}>
        Kept on one line, not cut
      </Typography>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText(/^semibold/)).fontWeight).toBe('600');
    await expect(getComputedStyle(canvas.getByText(/^Kept/)).whiteSpace).toBe('nowrap');
  },
};
