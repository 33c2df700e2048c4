import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { CategoryListPage } from './category-list-page.tsx';
import { listChecks } from '../../test/list-stories.ts';
import { ecommerceListStories } from '../test/list-stories.ts';
import { href } from '../routes.ts';

const kit = ecommerceListStories(CategoryListPage, {
  path: href('ecommerce.categoryList'),
  endpoint: '*/api/apps/ecommerce/categories',
  emptyBody: { categories: [], total: 0 },
});

const meta = {
  title: 'Features/Ecommerce/Categories/CategoryListPage',
  ...kit.meta,
} satisfies Meta<typeof CategoryListPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const titles = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByTestId('category-title')
    .map((el) => el.textContent);

/** The seeded categories, first page; sorting by title puts Accessories first. */
export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() => expect(titles(canvasElement)).toHaveLength(10));
    await expect(titles(canvasElement)[0]).toBe('Electronics');
    const sortButton = within(canvas.getAllByRole('columnheader')[0] as HTMLElement).getByRole(
      'button',
    );
    sortButton.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(titles(canvasElement)[0]).toBe('Accessories'));
  },
};

/** No category at all: the empty state offers to add one. */
export const Empty: Story = {
  ...kit.states.empty,
  play: async (context) => {
    await listChecks.noRows(context);
    await expect(titles(context.canvasElement)).toHaveLength(0);
  },
};

/** The list call never answers: skeleton rows. */
export const Loading: Story = kit.states.loading;

/** The list call fails: the error state with a retry button. */
export const ServerError: Story = kit.states.serverError;

/** A search kept in the URL that matches nothing. */
export const NoMatch: Story = {
  parameters: kit.at('?q=zzz'),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('table')).not.toHaveAttribute('aria-busy', 'true'),
    );
    await expect(titles(canvasElement)).toHaveLength(0);
  },
};

/** The add drawer, submitted empty: the title is required and takes the focus. */
export const DrawerOpen: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(titles(canvasElement)).toHaveLength(10));
    const add = canvasElement.querySelector<HTMLButtonElement>('header button');
    if (!add) throw new Error('No add button in the page header');
    add.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByTestId('category-drawer');
    await userEvent.click(within(drawer).getByTestId('category-save'));
    const title = drawer.querySelector('input[name="title"]');
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    await expect(title).toHaveFocus();
  },
};

/** Editing a category: the drawer opens with its values. */
export const EditDrawer: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(titles(canvasElement)).toHaveLength(10));
    const row = within(canvasElement).getByRole('row', { name: /Office/ });
    await userEvent.click(within(row).getAllByRole('button')[0] as HTMLElement);
    const drawer = await screen.findByTestId('category-drawer');
    await expect(drawer.querySelector('input[name="title"]')).toHaveValue('Office');
  },
};
