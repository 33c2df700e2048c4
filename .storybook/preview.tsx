import '@atrium/ui/fonts';

import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import { configure } from 'storybook/test';

import { handlersByDomain, resetDb } from '@atrium/mocks';
import { languages, preloadCharts, primaryPresets } from '@atrium/ui';

import {
  withAccess,
  withAppearance,
  withI18n,
  withRouter,
  withStore,
  withToasts,
} from './decorators.tsx';
import { installFixedClock, restartFixedClock } from './fixed-clock.ts';

installFixedClock();

// Under test runs (Vitest browser mode, visual checks) nothing animates, and a play function's
// `findBy…` waits up to 5 s, as the unit tests do: Testing Library's 1 s default failed stories
// whose data came late while the 2-core CI machine was busy. A waiting limit, not a speed check.
if (import.meta.env.MODE === 'test' || navigator.webdriver) {
  document.documentElement.dataset.motion = 'off';
  configure({ asyncUtilTimeout: 5_000 });
}

const preview: Preview = {
  tags: ['autodocs'],
  // The fake API's db is one shared object and the clock runs on: every story starts from the
  // seed, at the fixed instant.
  beforeEach: () => {
    restartFixedClock();
    resetDb();
  },
  loaders: [
    // Charts load after the first paint in the app; a story draws them in its first picture.
    preloadCharts,
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        serviceWorker: { url: './mockServiceWorker.js' },
      });
      return worker;
    }),
  ],
  decorators: [withAccess, withToasts, withRouter, withStore, withI18n, withAppearance],
  globalTypes: {
    mode: {
      description: 'Theme mode',
      toolbar: {
        title: 'Mode',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'system', title: 'System', icon: 'browser' },
        ],
        dynamicTitle: true,
      },
    },
    skin: {
      description: 'Skin',
      toolbar: {
        title: 'Skin',
        icon: 'component',
        items: ['default', 'bordered'],
        dynamicTitle: true,
      },
    },
    primary: {
      description: 'Primary colour',
      toolbar: {
        title: 'Primary',
        icon: 'paintbrush',
        items: primaryPresets.map((hex) => ({ value: hex, title: hex })),
        dynamicTitle: true,
      },
    },
    semiDarkNav: {
      description: 'Semi-dark navigation',
      toolbar: {
        title: 'Semi-dark nav',
        icon: 'sidebar',
        items: ['off', 'on'],
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: languages.map((l) => ({
          value: l.code,
          title: l.label,
          right: l.dir.toUpperCase(),
        })),
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Writing direction (auto follows the language)',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: 'Auto' },
          { value: 'ltr', title: 'LTR' },
          { value: 'rtl', title: 'RTL' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    mode: 'light',
    skin: 'default',
    primary: primaryPresets[0],
    semiDarkNav: 'off',
    language: 'en',
    direction: 'auto',
  },
  parameters: {
    layout: 'padded',
    msw: { handlers: handlersByDomain },
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i }, expanded: true },
    backgrounds: { disable: true },
    viewport: {
      options: {
        mobile: { name: 'Mobile 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        tablet: {
          name: 'Tablet 768',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        laptop: {
          name: 'Laptop 1280',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
        desktop: {
          name: 'Desktop 1440',
          styles: { width: '1440px', height: '900px' },
          type: 'desktop',
        },
      },
    },
    options: {
      storySort: { order: ['UI', ['Foundations', 'Buttons', 'Display'], 'Features', 'App'] },
    },
  },
};

export default preview;
