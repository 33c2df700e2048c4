import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { appTexts } from '../testing/app-texts.ts';
import { createStoryStore } from '../testing/story-app.tsx';
import { Navbar } from './navbar.tsx';

/** The navbar with the demo admin signed in, as wide as a desktop top bar. */
function SignedInNavbar() {
  const [store] = useState(createStoryStore);
  return (
    <ReduxProvider store={store}>
      <div style={{ minInlineSize: 720 }}>
        <Navbar />
      </div>
    </ReduxProvider>
  );
}

const meta = {
  title: 'App/Navbar/Tools',
  component: Navbar,
  render: () => <SignedInNavbar />,
} satisfies Meta<typeof Navbar>;
export default meta;

type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Clicks the navbar button named `name` and finds the menu it opens. */
async function openMenu(canvasElement: HTMLElement, name: string) {
  const trigger = within(canvasElement).getByRole('button', { name });
  await userEvent.click(trigger);
  return { trigger, menu: await body(canvasElement).findByRole('menu') };
}

/** Escape closes a menu and gives focus back to its trigger. */
async function closeWithEscape(canvasElement: HTMLElement, trigger: HTMLElement) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull());
  await expect(trigger).toHaveFocus();
}

export const Closed: Story = {
  play: async ({ canvas, globals }) => {
    const texts = appTexts(globals);
    for (const name of [
      texts.navbar.language,
      texts.navbar.theme,
      texts.customizer.open,
      texts.navbar.accountMenu,
    ]) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};

export const LanguageMenu: Story = {
  play: async ({ canvasElement, globals }) => {
    const { trigger, menu } = await openMenu(canvasElement, appTexts(globals).navbar.language);
    // The four languages, each named in its own language.
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(4);
    await expect(within(menu).getByRole('menuitemradio', { name: 'العربية' })).toBeVisible();
    await closeWithEscape(canvasElement, trigger);
  },
};

export const ThemeMenu: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = appTexts(globals);
    const { trigger, menu } = await openMenu(canvasElement, texts.navbar.theme);
    await expect(
      within(menu).getByRole('menuitemradio', { name: texts.navbar.modes.dark }),
    ).toBeVisible();
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(3);
    await closeWithEscape(canvasElement, trigger);
  },
};

export const AccountMenu: Story = {
  play: async ({ canvasElement, globals }) => {
    const texts = appTexts(globals);
    const { trigger, menu } = await openMenu(canvasElement, texts.navbar.accountMenu);
    await expect(within(menu).getByText('John Doe')).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: texts.navbar.logout })).toBeVisible();
    await closeWithEscape(canvasElement, trigger);
  },
};
