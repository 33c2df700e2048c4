import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

import { Pagination, type PaginationProps } from './pagination.tsx';

/** Holds page and page size like a table screen would, forwarding changes to the actions. */
function Stateful(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  const [pageSize, setPageSize] = useState(args.pageSize);
  return (
    <Pagination
      {...args}
      page={page}
      pageSize={pageSize}
      onPageChange={(change) => {
        setPage(change.page);
        args.onPageChange(change);
      }}
      onPageSizeChange={
        args.onPageSizeChange &&
        ((change) => {
          setPageSize(change.pageSize);
          setPage(1);
          args.onPageSizeChange?.(change);
        })
      }
    />
  );
}

const meta = {
  title: 'UI/Navigation/Pagination',
  component: Pagination,
  args: { page: 1, pageSize: 10, total: 248, size: 'md', onPageChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;
export default meta;

type Story = StoryObj<typeof meta>;

const pageButton = (root: HTMLElement, page: number) =>
  root.querySelector<HTMLElement>(`[data-page="${page}"]`);
const action = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLElement>(`[data-action="${name}"]`);

export const Playground: Story = {
  args: { onPageSizeChange: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(pageButton(canvasElement, 1)).toHaveAttribute('aria-current', 'page');
    await expect(action(canvasElement, 'previous')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(pageButton(canvasElement, 3) as HTMLElement);
    await expect(args.onPageChange).toHaveBeenLastCalledWith({ page: 3 });
    await expect(pageButton(canvasElement, 3)).toHaveAttribute('aria-current', 'page');
    // Keyboard: a focused step button answers Enter.
    action(canvasElement, 'previous')?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith({ page: 2 });
    await userEvent.click(action(canvasElement, 'last') as HTMLElement);
    await expect(pageButton(canvasElement, 25)).toHaveAttribute('aria-current', 'page');
    await expect(action(canvasElement, 'next')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.selectOptions(canvas.getByRole('combobox'), '50');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith({ pageSize: 50 });
    await expect(pageButton(canvasElement, 5)).toBeInTheDocument();
    await expect(pageButton(canvasElement, 6)).toBeNull();
  },
};

export const MiddlePage: Story = {
  args: { page: 12 },
  play: async ({ canvasElement }) => {
    // Both gaps collapse into ellipses around the current page's neighbours.
    const pages = [...canvasElement.querySelectorAll('[data-page]')].map((b) =>
      b.getAttribute('data-page'),
    );
    await expect(pages).toEqual(['1', '11', '12', '13', '25']);
  },
};

export const Small: Story = { args: { size: 'sm', page: 4 } };
export const Large: Story = { args: { size: 'lg', page: 4 } };

export const WithPageSize: Story = {
  args: { onPageSizeChange: fn(), pageSize: 25 },
};

export const HiddenPageSizeLabel: Story = {
  args: { onPageSizeChange: fn(), hidePageSizeLabel: true, showFirstLast: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveAccessibleName(/\S/);
  },
};

export const FewPages: Story = { args: { total: 42, page: 2, showSummary: false } };

export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvasElement }) => {
    await expect(action(canvasElement, 'next')).toHaveAttribute('aria-disabled', 'true');
  },
};
