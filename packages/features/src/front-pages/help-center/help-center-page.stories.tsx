import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { HelpCenterPage } from './help-center-page.tsx';
import { footerShown, frontPageMeta } from '../test/front-story-kit.ts';

const meta = {
  title: 'Features/FrontPages/HelpCenter',
  ...frontPageMeta(HelpCenterPage, '/front-pages/help-center'),
} satisfies Meta<typeof HelpCenterPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const answering = (resolver: Parameters<typeof http.get>[1]) => ({
  msw: { handlers: { pages: [http.get('*/api/pages/help-center', resolver)] } },
});

export const Page: Story = {
  play: async ({ canvasElement }) => {
    await footerShown(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('#knowledge-base')).not.toBeNull());
  },
};

/** Typing narrows the knowledge base to the matching articles. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    await footerShown(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('#knowledge-base')).not.toBeNull());
    await userEvent.type(within(canvasElement).getByRole('searchbox'), 'purchase');
    await waitFor(() => expect(canvasElement.querySelector('#results')).not.toBeNull());
    const links = canvasElement.querySelectorAll('#results a');
    await expect(links.length).toBeGreaterThan(0);
    for (const link of links) await expect(link.textContent?.toLowerCase()).toContain('purchase');
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    await footerShown(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('#knowledge-base')).not.toBeNull());
    await userEvent.type(within(canvasElement).getByRole('searchbox'), 'zzzz');
    await waitFor(() => expect(canvasElement.querySelector('#results a')).toBeNull());
  },
};

export const Loading: Story = {
  parameters: answering(async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  play: async ({ canvasElement }) => {
    await footerShown(canvasElement);
  },
};

/** The call fails: an error with a retry, which loads the page. */
export const ServerError: Story = {
  parameters: answering(() => HttpResponse.json({ message: 'Down' }, { status: 500 })),
  play: async ({ canvasElement }) => {
    await footerShown(canvasElement);
    // The error state's retry, the page's one button (found without its text: the visual run is
    // in Arabic too).
    await waitFor(() => expect(canvasElement.querySelector('main button')).not.toBeNull(), {
      timeout: 10_000,
    });
  },
};
