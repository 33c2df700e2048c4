import { afterEach, describe, expect, it } from 'vitest';

import { languageStorageKey } from '../i18n/languages.ts';
import { prePaintCss, prePaintScript } from './pre-paint.ts';
import { appearanceStorageKey, defaultAppearance, storeAppearance } from './settings.ts';

const script = prePaintScript({
  languageStorageKey,
  rtlLanguages: ['ar'],
  defaultLanguage: 'en',
  supportedLanguages: ['en', 'fr', 'de', 'ar'],
});

function run() {
  // The script is a classic inline <script>; evaluating its text is what the browser does with it.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function(script)();
}

afterEach(() => {
  const root = document.documentElement;
  for (const attr of [
    'data-mode',
    'data-mode-setting',
    'data-skin',
    'data-nav-scheme',
    'data-dir-setting',
    'lang',
    'dir',
    'style',
  ])
    root.removeAttribute(attr);
});

describe('pre-paint script', () => {
  it('applies the stored theme, skin, colour and language before any module runs', () => {
    storeAppearance({
      ...defaultAppearance,
      mode: 'dark',
      skin: 'bordered',
      primary: '#0D9394',
      semiDarkNav: true,
    });
    localStorage.setItem(languageStorageKey, 'ar');
    run();
    const root = document.documentElement;
    expect(root.dataset.mode).toBe('dark');
    expect(root.dataset.skin).toBe('bordered');
    expect(root.dataset.navScheme).toBe('semi-dark');
    expect(root.style.getPropertyValue('--at-color-primary')).toBe('#0D9394');
    expect(root.lang).toBe('ar');
    expect(root.dir).toBe('rtl');
  });

  it('applies a chosen direction over the language one', () => {
    storeAppearance({ ...defaultAppearance, direction: 'rtl' });
    localStorage.setItem(languageStorageKey, 'fr');
    run();
    const root = document.documentElement;
    expect(root.lang).toBe('fr');
    expect(root.dir).toBe('rtl');
    expect(root.dataset.dirSetting).toBe('rtl');
  });

  it('falls back to defaults on a corrupt or hostile store without throwing', () => {
    localStorage.setItem(
      appearanceStorageKey,
      JSON.stringify({ mode: 'dark', cssVars: { '--at-color-primary': 'red;background:url(x)' } }),
    );
    localStorage.setItem(languageStorageKey, 'xx');
    expect(run).not.toThrow();
    expect(document.documentElement.style.getPropertyValue('--at-color-primary')).toBe('');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('pre-paint CSS', () => {
  it('paints each mode and skin background from the tokens and styles the loader in the primary colour', () => {
    const css = prePaintCss();
    expect(css).toContain("html[data-mode='dark'][data-skin='default']{background:#25293C");
    expect(css).toContain("html[data-mode='light'][data-skin='bordered']{background:#FFFFFF");
    expect(css).toContain('#initial-loader::after');
    expect(css).toContain(
      `#initial-loader svg{inline-size:56px;block-size:56px;color:var(--at-color-primary,`,
    );
    expect(css).toContain('var(--at-color-primary,#7367F0)');
  });
});
