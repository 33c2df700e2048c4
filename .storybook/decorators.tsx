import type { Decorator } from '@storybook/react-vite';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';

import { createStore, featureNamespaces } from '@atrium/features';
import { AccessProvider, staticAccess, type AbilityRule } from '@atrium/features/access';
import {
  AppearanceProvider,
  createI18n,
  directionOf,
  isLanguage,
  normalizeAppearance,
  ToastProvider,
  type Direction,
  type Language,
} from '@atrium/ui';

// The app's own texts, for the app's stories (layouts, misc screens). Storybook is tooling, not a
// package, so it may reach into the app this way.
import { appResources } from '../packages/app/src/locales/index.ts';

const namespaces = { ...featureNamespaces, app: appResources };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Theme mode, skin, primary colour and semi-dark navigation from the toolbar. */
export const withAppearance: Decorator = (Story, { globals }) => {
  const settings = normalizeAppearance({
    mode: text(globals.mode),
    skin: text(globals.skin),
    primary: text(globals.primary),
    semiDarkNav: globals.semiDarkNav === 'on',
    // A forced direction must reach Radix parts too, not only <html dir>.
    direction: text(globals.direction),
  });
  return (
    <AppearanceProvider settings={settings} persist={false}>
      <Story />
    </AppearanceProvider>
  );
};

function StoryI18n({
  language,
  direction,
  children,
}: {
  language: Language;
  direction: Direction;
  children: ReactNode;
}) {
  const i18n = useMemo(() => createI18n({ language, namespaces, syncDocument: false }), [language]);
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = direction;
  }, [language, direction]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** A fresh i18n instance per language; the direction global can force either direction. */
export const withI18n: Decorator = (Story, { globals }) => {
  const language: Language = isLanguage(globals.language) ? globals.language : 'en';
  const forced = text(globals.direction);
  const direction: Direction =
    forced === 'rtl' || forced === 'ltr' ? forced : directionOf(language);
  return (
    <StoryI18n language={language} direction={direction}>
      <Story />
    </StoryI18n>
  );
};

function StoryStore({ children }: { children: ReactNode }) {
  const store = useMemo(() => createStore(), []);
  return <ReduxProvider store={store}>{children}</ReduxProvider>;
}

/** Each story gets its own store, so no cache or state leaks between stories. */
export const withStore: Decorator = (Story) => (
  <StoryStore>
    <Story />
  </StoryStore>
);

/**
 * A toast host, as the app has, so feature and app stories can confirm what they did. Design-system
 * stories get none: the snackbar stories bring their own, and the rest should not gain a list.
 */
export const withToasts: Decorator = (Story, { title }) =>
  title.startsWith('UI/') ? (
    <Story />
  ) : (
    <ToastProvider>
      <Story />
    </ToastProvider>
  );

export interface RouterParameters {
  /** The URL the story starts at. */
  initialEntry?: string;
  /** The route pattern the story's component is mounted at, for `useParams`. */
  path?: string;
}

/** The story being rendered; the router's route reads it, so a re-render with new args shows. */
const StorySlot = createContext<ReactNode>(null);
const StoryFromSlot = () => <>{useContext(StorySlot)}</>;

/** Where a story navigated to, outside its own route: a probe for play functions to read. */
function ElsewhereProbe() {
  const location = useLocation();
  return <output data-testid="story-location">{location.pathname + location.search}</output>;
}

function StoryRouter({
  initialEntry,
  path,
  children,
}: Required<RouterParameters> & { children: ReactNode }) {
  // A data router, as the app has, so screens may use `useBlocker` and other data APIs.
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path, element: <StoryFromSlot /> },
        ...(path === '*' ? [] : [{ path: '*', element: <ElsewhereProbe /> }]),
      ],
      { initialEntries: [initialEntry] },
    ),
  );
  return (
    <StorySlot.Provider value={children}>
      <RouterProvider router={router} />
    </StorySlot.Provider>
  );
}

/** A memory data router with a per-story URL (`parameters.router`). */
export const withRouter: Decorator = (Story, { parameters }) => {
  const { initialEntry = '/', path = '*' } = (parameters.router ?? {}) as RouterParameters;
  return (
    <StoryRouter initialEntry={initialEntry} path={path}>
      <Story />
    </StoryRouter>
  );
};

/** The admin's rule: every action of every screen shows unless a story says otherwise. */
const everything: AbilityRule[] = [{ action: 'manage', subject: 'all' }];

/**
 * The abilities a feature story's screen checks its actions against (`parameters.access`: rules),
 * all of them by default. The app's stories bring the app's own provider.
 */
export const withAccess: Decorator = (Story, { parameters }) => {
  const rules = (parameters.access ?? everything) as AbilityRule[];
  return (
    <AccessProvider value={staticAccess(rules)}>
      <Story />
    </AccessProvider>
  );
};
