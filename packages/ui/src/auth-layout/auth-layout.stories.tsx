import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Brand } from '../brand/index.ts';
import { Button } from '../button/index.ts';
import { Stack } from '../stack/index.ts';
import { TextField } from '../text-field/index.ts';
import { AuthLayout } from './auth-layout.tsx';

/** A stand-in picture in the theme's colours (each auth flow draws its own). */
const picture = (
  <svg viewBox="0 0 400 300" role="presentation">
    <rect x="40" y="40" width="320" height="220" rx="16" fill="var(--at-color-paper)" />
    <rect x="70" y="80" width="160" height="16" rx="8" fill="var(--at-color-primary-solid)" />
    <rect x="70" y="112" width="240" height="12" rx="6" fill="var(--at-color-divider)" />
    <rect x="70" y="136" width="200" height="12" rx="6" fill="var(--at-color-divider)" />
    <circle cx="300" cy="210" r="28" fill="var(--at-color-primary-tonal)" />
  </svg>
);

const meta = {
  title: 'UI/Layout/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    look: 'v1',
    brand: <Brand name="Atrium" />,
    title: 'Welcome to Atrium',
    subtitle: 'Please sign in to your account',
    illustration: picture,
    children: (
      <Stack gap={4}>
        <TextField label="Email" type="email" />
        <Button>Sign in</Button>
      </Stack>
    ),
  },
} satisfies Meta<typeof AuthLayout>;
export default meta;

type Story = StoryObj<typeof meta>;

/** v1: the card in the middle of the page. */
export const Centred: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main', { name: 'Welcome to Atrium' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to Atrium');
  },
};

/** v2: the picture beside the form, which it faces (mirrored in right-to-left pages). */
export const Split: Story = {
  args: { look: 'v2' },
  play: async ({ canvasElement }) => {
    const art = canvasElement.querySelector('[aria-hidden="true"] > svg');
    await expect(art).not.toBeNull();
  },
};

/** Below 900 px the v2 look is the form alone. */
export const SplitNarrow: Story = {
  args: { look: 'v2' },
  globals: { viewport: { value: 'mobile' } },
  tags: ['no-visual'],
};
