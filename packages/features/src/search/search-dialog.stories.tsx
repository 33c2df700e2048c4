import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { SearchDialog } from './search-dialog.tsx';

const meta = {
  title: 'Features/Search/SearchDialog',
  component: SearchDialog,
  args: { open: true, onOpenChange: fn(), onNavigate: fn(), debounceMs: 0 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SearchDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The dialog lives in a portal, so plays look in the whole document. */
const input = () => screen.getByRole('combobox');

/** Before typing: popular pages to pick with the arrows. */
export const Suggestions: Story = {
  play: async () => {
    await expect(input()).toHaveFocus();
    await expect(screen.getAllByRole('option').length).toBeGreaterThan(0);
  },
};

/**
 * Typing "dash" lists dashboards in two categories. The search drops the first 3 of a group with more
 * than 3 matches when several groups match, so "Dashboards" starts at Academy; ArrowDown + Enter
 * opens the second option, Logistics.
 */
export const Results: Story = {
  play: async ({ args }) => {
    await userEvent.type(input(), 'dash');
    await waitFor(() => expect(screen.getAllByRole('group').length).toBeGreaterThan(1));
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onNavigate).toHaveBeenCalledTimes(1));
    await expect(args.onNavigate).toHaveBeenCalledWith({ route: { id: 'dashboards.logistics' } });
  },
};

/** Nothing matches: the "no results" message instead of options. */
export const Empty: Story = {
  play: async () => {
    await userEvent.type(input(), 'zzzqqq');
    await expect(await screen.findByTestId('search-empty')).toBeVisible();
    await expect(screen.queryAllByRole('option')).toHaveLength(0);
  },
};

/** The server is slow: a spinner and a busy list. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        search: [
          http.get('*/api/app-bar/search', async () => {
            await delay('infinite');
            return HttpResponse.json([]);
          }),
        ],
      },
    },
  },
  play: async () => {
    await userEvent.type(input(), 'crm');
    await waitFor(() => expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true'));
    await expect(await screen.findByTestId('search-loading')).toBeVisible();
  },
};

/** The server fails: an error with a retry button. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: {
        search: [http.get('*/api/app-bar/search', () => HttpResponse.json({}, { status: 500 }))],
      },
    },
  },
  play: async () => {
    await userEvent.type(input(), 'crm');
    const error = await screen.findByTestId('search-error');
    await expect(within(error).getByRole('button')).toBeVisible();
  },
};
