import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { setLayoutSettings, type LayoutSettings } from '../settings/layout-settings.ts';
import { appTexts } from '../testing/app-texts.ts';
import { StoryApp, ViewportFrame } from '../testing/story-app.tsx';
import { DefaultLayout } from './default-layout.tsx';

/** Each story starts from its own layout settings and leaves the defaults behind. */
const withLayout = (settings: Partial<LayoutSettings>) => () => {
  setLayoutSettings({ layout: 'vertical', collapsed: false, contentWidth: 'compact', ...settings });
  return () => setLayoutSettings({ layout: 'vertical', collapsed: false, contentWidth: 'compact' });
};

/** The app shell, once the frame's first answers are in and StoryApp shows it. */
const shellOf = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const shell = canvasElement.querySelector<HTMLElement>('[data-settled="true"] [data-layout]');
    if (!shell) throw new Error('The app frame is not shown yet');
    return shell;
  });

const meta = {
  title: 'App/Layouts/Default',
  component: DefaultLayout,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <ViewportFrame>
        <Story />
      </ViewportFrame>
    ),
  ],
  render: () => <StoryApp />,
} satisfies Meta<typeof DefaultLayout>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  beforeEach: withLayout({ layout: 'vertical' }),
  play: async ({ canvasElement }) => {
    const shell = await shellOf(canvasElement);
    await expect(shell).toHaveAttribute('data-layout', 'vertical');
    // Real navigation: a sidebar link opens its route and becomes the current item.
    const crm = await waitFor(() => {
      const link = shell.querySelector<HTMLAnchorElement>('aside a[href="/dashboards/crm"]');
      if (!link) throw new Error('CRM link not yet rendered');
      return link;
    });
    await userEvent.click(crm);
    await waitFor(() => expect(crm).toHaveAttribute('aria-current', 'page'));
  },
};

export const Collapsed: Story = {
  beforeEach: withLayout({ collapsed: true }),
  play: async ({ canvasElement }) => {
    await expect(await shellOf(canvasElement)).toHaveAttribute('data-collapsed', 'true');
  },
};

export const Horizontal: Story = {
  beforeEach: withLayout({ layout: 'horizontal' }),
  play: async ({ canvasElement, globals }) => {
    const shell = await shellOf(canvasElement);
    await expect(shell).toHaveAttribute('data-layout', 'horizontal');
    await expect(
      within(shell).getAllByRole('navigation', { name: appTexts(globals).nav.title }).length,
    ).toBeGreaterThan(0);
  },
};

export const Wide: Story = {
  beforeEach: withLayout({ contentWidth: 'wide' }),
  play: async ({ canvasElement }) => {
    await expect(await shellOf(canvasElement)).toHaveAttribute('data-content-width', 'wide');
  },
};

export const Mobile: Story = {
  // The visual run renders every story in light, dark and Arabic at its own viewport, overriding
  // this story's globals; it is checked here, in the Storybook test run.
  tags: ['no-visual'],
  beforeEach: withLayout({}),
  globals: { viewport: { value: 'mobile' } },
  parameters: { viewport: { defaultViewport: 'mobile' } },
  play: async ({ canvasElement, globals }) => {
    await shellOf(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: appTexts(globals).navbar.openNavigation }),
    );
    await expect(
      await body.findByRole('dialog', { name: appTexts(globals).nav.title }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const Dark: Story = {
  // The visual run renders every story in light, dark and Arabic at its own viewport, overriding
  // this story's globals; it is checked here, in the Storybook test run.
  tags: ['no-visual'],
  beforeEach: withLayout({}),
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await shellOf(canvasElement);
    await expect(document.documentElement).toHaveAttribute('data-mode', 'dark');
  },
};

export const RightToLeft: Story = {
  // The visual run renders every story in light, dark and Arabic at its own viewport, overriding
  // this story's globals; it is checked here, in the Storybook test run.
  tags: ['no-visual'],
  beforeEach: withLayout({}),
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    await shellOf(canvasElement);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  },
};

export const WallView: Story = {
  beforeEach: withLayout({}),
  render: () => <StoryApp initialPath="/dashboards/ecommerce/wall" />,
  play: async ({ canvasElement, globals }) => {
    const shell = await shellOf(canvasElement);
    await expect(shell).toHaveAttribute('data-layout', 'coin360');
    const exit = within(shell).getByRole('button', { name: appTexts(globals).wallView.exit });
    // Pressed while on the wall view; leaving it is covered by wall-view-toggle.test.tsx.
    await expect(exit).toHaveAttribute('aria-pressed', 'true');
    await expect(shell.querySelector('aside')).toBeNull();
  },
};

/** "Preview as this role" running: the banner, and the navigation the previewed role may open. */
export const RolePreview: Story = {
  beforeEach: withLayout({ layout: 'vertical' }),
  render: () => (
    <StoryApp
      initialPath="/apps/email"
      preview={{
        roleName: 'support',
        rules: [
          { action: 'read', subject: 'Email' },
          { action: 'read', subject: 'Chat' },
        ],
      }}
    />
  ),
  play: async ({ canvasElement, globals }) => {
    const shell = await shellOf(canvasElement);
    await expect(within(canvasElement).getByText(appTexts(globals).rolePreview.exit)).toBeVisible();
    await expect(shell.querySelector('aside a[href="/apps/email"]')).not.toBeNull();
    await expect(shell.querySelector('aside a[href="/dashboards/ecommerce"]')).toBeNull();
  },
};
