import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { defaultLayoutSettings, setLayoutSettings } from '../settings/layout-settings.ts';
import type { AppTexts } from '../locales/index.ts';
import { appTexts } from '../testing/app-texts.ts';
import { StoryApp, StoryAppearance, ViewportFrame } from '../testing/story-app.tsx';
import { CustomizerButton } from './customizer-button.tsx';

const meta = {
  title: 'App/Customizer',
  component: CustomizerButton,
  parameters: { layout: 'fullscreen' },
  // The layout settings are the app's, kept in localStorage: each story starts and ends on the defaults.
  beforeEach: () => {
    setLayoutSettings(defaultLayoutSettings);
    return () => setLayoutSettings(defaultLayoutSettings);
  },
  render: () => (
    <ViewportFrame>
      <StoryAppearance>
        <StoryApp />
      </StoryAppearance>
    </ViewportFrame>
  ),
} satisfies Meta<typeof CustomizerButton>;
export default meta;

type Story = StoryObj<typeof meta>;

async function openCustomizer(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const texts = appTexts(globals);
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: texts.customizer.open }),
  );
  const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: texts.customizer.title,
  });
  return { drawer, texts, panel: within(drawer) };
}

/** The Reset button says that some setting differs from the defaults. */
const expectModified = (
  panel: { getByRole: (role: 'button', options: { name: string }) => HTMLElement },
  texts: AppTexts,
) =>
  expect(panel.getByRole('button', { name: texts.customizer.reset })).toHaveAccessibleDescription(
    texts.customizer.modified,
  );

const shellOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-layout]');

export const Open: Story = {
  play: async ({ canvasElement, globals }) => {
    const { panel, texts } = await openCustomizer(canvasElement, globals);
    await expect(
      panel.getByRole('radio', { name: texts.customizer.layouts.vertical }),
    ).toBeChecked();
    await expect(panel.getByRole('radio', { name: texts.customizer.colors.purple })).toBeChecked();
    await expect(panel.getByRole('button', { name: texts.customizer.reset })).toBeVisible();
  },
};

export const ChangeLayout: Story = {
  play: async ({ canvasElement, globals }) => {
    const { panel, texts } = await openCustomizer(canvasElement, globals);
    await userEvent.click(panel.getByRole('radio', { name: texts.customizer.layouts.horizontal }));
    await waitFor(() =>
      expect(shellOf(canvasElement)).toHaveAttribute('data-layout', 'horizontal'),
    );
    await userEvent.click(panel.getByRole('radio', { name: texts.customizer.layouts.collapsed }));
    await waitFor(() => expect(shellOf(canvasElement)).toHaveAttribute('data-collapsed', 'true'));
    await expectModified(panel, texts);
  },
};

export const ChangeColourAndSkin: Story = {
  play: async ({ canvasElement, globals }) => {
    const { panel, texts } = await openCustomizer(canvasElement, globals);
    const root = document.documentElement;
    await userEvent.click(panel.getByRole('radio', { name: texts.customizer.colors.teal }));
    await waitFor(() => expect(root.style.getPropertyValue('--at-color-primary')).toBe('#0D9394'));
    await userEvent.click(panel.getByRole('radio', { name: texts.customizer.skins.bordered }));
    await waitFor(() => expect(root).toHaveAttribute('data-skin', 'bordered'));
    await expectModified(panel, texts);
  },
};

export const Reset: Story = {
  play: async ({ canvasElement, globals }) => {
    const { panel, texts } = await openCustomizer(canvasElement, globals);
    const root = document.documentElement;
    await userEvent.click(panel.getByRole('radio', { name: texts.customizer.colors.red }));
    await userEvent.click(panel.getByRole('radio', { name: texts.customizer.layouts.horizontal }));
    const reset = panel.getByRole('button', { name: texts.customizer.reset });
    await expect(reset).toHaveAccessibleDescription(texts.customizer.modified);
    await userEvent.click(reset);
    await waitFor(() => expect(root.style.getPropertyValue('--at-color-primary')).toBe('#7367F0'));
    await expect(shellOf(canvasElement)).toHaveAttribute('data-layout', 'vertical');
    await expect(panel.getByRole('radio', { name: texts.customizer.colors.purple })).toBeChecked();
    await expect(reset).not.toHaveAccessibleDescription();
  },
};
