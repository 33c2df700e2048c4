import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { pagesPaths } from '../routes.ts';
import { at, helpPageStories, patient } from '../test/help-stories.ts';
import { FaqPage } from './faq-page.tsx';

const path = pagesPaths.faq;
const kit = helpPageStories(FaqPage, {
  domain: 'pages',
  endpoint: '*/api/pages/faq',
  path,
  errorTestId: 'faq-error',
  loadedTestId: 'faq-topics',
});

const meta = {
  title: 'Features/Pages/Faq/FaqPage',
  ...kit.meta,
} satisfies Meta<typeof FaqPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const topics = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByTestId('faq-topics', {}, patient)).getAllByRole('tab');

/** Every topic of the seed's FAQ; choosing another topic shows its questions. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const tabs = await topics(canvasElement);
    await expect(tabs).toHaveLength(5);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(tabs[1] as HTMLElement);
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    const panel = within(canvasElement).getByRole('tabpanel');
    await expect(within(panel).getAllByRole('button').length).toBeGreaterThan(0);
    await userEvent.click(tabs[0] as HTMLElement);
  },
};

/** `?q=cancel`: only the topic with a matching question is left, with that question alone. */
export const Search: Story = {
  parameters: at(path, `${path}?q=cancel`),
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await topics(canvasElement)).toHaveLength(1), patient);
    const panel = within(canvasElement).getByRole('tabpanel');
    await expect(within(panel).getAllByRole('button')).toHaveLength(1);
  },
};

/** A search nothing matches: the empty state, whose action clears the search and the URL. */
export const EmptySearch: Story = {
  parameters: at(path, `${path}?q=zzzz`),
  play: async ({ canvasElement }) => {
    const empty = await within(canvasElement).findByTestId('faq-empty', {}, patient);
    await expect(empty).toBeVisible();
    await expect(within(canvasElement).getByRole('searchbox')).toHaveValue('zzzz');
  },
};

export const Loading: Story = kit.loading;

/** The FAQ call fails: an error with Retry, which loads the topics. */
export const ServerError: Story = kit.serverError;
