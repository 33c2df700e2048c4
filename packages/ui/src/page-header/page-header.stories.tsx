import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconPlus, IconUpload } from '@tabler/icons-react';
import { expect, within } from 'storybook/test';

import { Breadcrumbs } from '../breadcrumbs/breadcrumbs.tsx';
import { Button } from '../button/button.tsx';
import { PageHeader } from './page-header.tsx';

const meta = {
  title: 'UI/Display/PageHeader',
  component: PageHeader,
  args: { title: 'Products', description: 'Everything the shop sells, with stock and status.' },
} satisfies Meta<typeof PageHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Products' }),
    ).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="outlined" startIcon={<IconUpload size={18} aria-hidden />}>
          Export
        </Button>
        <Button startIcon={<IconPlus size={18} aria-hidden />}>Add product</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add product' })).toBeEnabled();
  },
};

export const WithBreadcrumbs: Story = {
  args: {
    title: 'Order #5434',
    description: 'Placed on Nov 14, 2026 by Gabrielle Feyer',
    breadcrumbs: (
      <Breadcrumbs>
        <Breadcrumbs.Item href="#orders">Orders</Breadcrumbs.Item>
        <Breadcrumbs.Item current>#5434</Breadcrumbs.Item>
      </Breadcrumbs>
    ),
  },
};

export const TitleOnly: Story = { args: { title: 'Referrals', description: undefined } };
