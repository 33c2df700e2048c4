import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';

import { createI18n } from '../i18n/create-i18n.ts';
import { useDirection } from '../i18n/use-direction.ts';
import { AppearanceProvider, useAppearance } from './appearance-provider.tsx';
import { defaultAppearance } from './settings.ts';

function Probe() {
  const { setSettings } = useAppearance();
  return (
    <>
      <output>{useDirection()}</output>
      <button type="button" onClick={() => setSettings({ direction: 'auto' })}>
        auto
      </button>
    </>
  );
}

function renderWith(language: 'en' | 'ar', direction: 'auto' | 'ltr' | 'rtl') {
  const i18n = createI18n({ language, syncDocument: false });
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
  render(
    <I18nextProvider i18n={i18n}>
      <AppearanceProvider persist={false} initialSettings={{ ...defaultAppearance, direction }}>
        <Probe />
      </AppearanceProvider>
    </I18nextProvider>,
  );
}

afterEach(() => {
  const root = document.documentElement;
  for (const attr of ['data-dir-setting', 'lang', 'dir']) root.removeAttribute(attr);
});

describe('the direction setting', () => {
  it('overrides the language direction on <html> and for components', () => {
    renderWith('en', 'rtl');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('status')).toHaveTextContent('rtl');
  });

  it('gives the direction back to the language on auto', () => {
    renderWith('ar', 'ltr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(screen.getByRole('status')).toHaveTextContent('ltr');
    act(() => screen.getByRole('button', { name: 'auto' }).click());
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.dataset.dirSetting).toBeUndefined();
    expect(screen.getByRole('status')).toHaveTextContent('rtl');
  });

  it('leaves the language direction alone while auto', () => {
    renderWith('ar', 'auto');
    expect(document.documentElement.dir).toBe('rtl');
  });
});
