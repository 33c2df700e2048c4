import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { appearanceStorageKey } from '@atrium/ui';

import {
  defaultLayoutSettings,
  layoutStorageKey,
  setLayoutSettings,
  useLayoutSettings,
} from '../settings/layout-settings.ts';
import { appTestTree } from '../testing/app-test-tree.tsx';
import { CustomizerButton } from './customizer-button.tsx';

/** Shows the stored layout settings, as the layout would use them. */
function LayoutProbe() {
  const [layout] = useLayoutSettings();
  return <output data-testid="layout">{JSON.stringify(layout)}</output>;
}

async function openCustomizer() {
  render(
    appTestTree(
      <>
        <CustomizerButton />
        <LayoutProbe />
      </>,
      { storedAppearance: true },
    ),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Customizer' }));
  return screen.getByRole('dialog', { name: 'Customizer' });
}

const root = document.documentElement;
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
const layoutShown = () => JSON.parse(screen.getByTestId('layout').textContent ?? '{}') as unknown;

beforeEach(() => setLayoutSettings(defaultLayoutSettings));
afterEach(() => {
  for (const attr of [
    'data-mode',
    'data-mode-setting',
    'data-skin',
    'data-nav-scheme',
    'data-dir-setting',
    'dir',
    'style',
  ])
    root.removeAttribute(attr);
});

// Role queries over a drawer full of radios are slow in jsdom on a busy machine.
describe('the customizer', () => {
  it('applies and stores the theme, and marks Reset until it restores the defaults', async () => {
    const drawer = await openCustomizer();
    const reset = within(drawer).getByRole('button', { name: 'Reset' });
    expect(reset).not.toHaveAccessibleDescription();
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Dark' }));
    expect(root.dataset.mode).toBe('dark');
    expect(stored(appearanceStorageKey)).toMatchObject({ mode: 'dark' });
    expect(reset).toHaveAccessibleDescription('Some settings differ from the defaults');
    await userEvent.click(reset);
    expect(root.dataset.mode).toBe('light');
    expect(within(drawer).getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(reset).not.toHaveAccessibleDescription();
  });

  it('offers the layouts as radios over the stored layout settings', async () => {
    const drawer = await openCustomizer();
    const group = within(drawer).getByRole('radiogroup', { name: 'Navigation layout' });
    expect(within(group).getByRole('radio', { name: 'Vertical' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'Collapsed' }));
    expect(layoutShown()).toMatchObject({ layout: 'vertical', collapsed: true });
    await userEvent.click(within(group).getByRole('radio', { name: 'Horizontal' }));
    expect(layoutShown()).toMatchObject({ layout: 'horizontal' });
    expect(stored(layoutStorageKey)).toMatchObject({ layout: 'horizontal' });
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Wide' }));
    expect(stored(layoutStorageKey)).toMatchObject({ contentWidth: 'wide' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Reset' }));
    expect(layoutShown()).toEqual(defaultLayoutSettings);
  });

  it('changes the primary colour, skin and semi-dark menu', async () => {
    const drawer = await openCustomizer();
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Teal' }));
    expect(root.style.getPropertyValue('--at-color-primary')).toBe('#0D9394');
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Bordered' }));
    expect(root.dataset.skin).toBe('bordered');
    await userEvent.click(within(drawer).getByRole('switch', { name: /Semi-dark menu/ }));
    expect(root.dataset.navScheme).toBe('semi-dark');
    expect(stored(appearanceStorageKey)).toMatchObject({
      primary: '#0D9394',
      skin: 'bordered',
      semiDarkNav: true,
    });
  });

  it('overrides the direction, and choosing the language’s own gives it back to the language', async () => {
    const drawer = await openCustomizer();
    expect(within(drawer).getByRole('radio', { name: 'Left to right' })).toBeChecked();
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Right to left' }));
    expect(root.dir).toBe('rtl');
    expect(stored(appearanceStorageKey)).toMatchObject({ direction: 'rtl' });
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Left to right' }));
    expect(root.dir).toBe('ltr');
    expect(stored(appearanceStorageKey)).toMatchObject({ direction: 'auto' });
  });
});
