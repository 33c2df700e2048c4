import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { Provider as ReduxProvider } from 'react-redux';
import {
  createMemoryRouter,
  RouterProvider,
  UNSAFE_LocationContext as LocationContext,
  type RouteObject,
} from 'react-router-dom';

import { createStore } from '@atrium/features';
import type { RolePreview } from '@atrium/features/access';
import { parseAbilityRules } from '@atrium/features/access/subjects';
import { getDb } from '@atrium/mocks';
import {
  AppearanceProvider,
  applyAppearance,
  Card,
  Grid,
  Skeleton,
  Stack,
  Typography,
  useAppearance,
} from '@atrium/ui';

import { AbilityProvider } from '../auth/ability-context.tsx';
import type { SessionState } from '../auth/session-slice.ts';
import { appReducers } from '../store.ts';
import { DefaultLayout } from '../layouts/default-layout.tsx';
import { href, routeDefs, routeTitleKey, type AppRouteDef } from '../routing/route-table.ts';
import { useCurrentRoute, type ScreenHandle } from '../routing/use-current-route.ts';

/** The fake API's demo admin (admin@demo.com), signed in as the login would store it. */
export function demoAdminSession(): SessionState {
  const admin = getDb().loginUsers.find((user) => user.role === 'admin');
  if (!admin) throw new Error('The fake API has no admin login user');
  const { password: _password, abilityRules, ...userData } = admin;
  return {
    userData,
    accessToken: `atrium-mock.${admin.id}.story`,
    abilityRules: parseAbilityRules(abilityRules),
    remember: false,
  };
}

/** The app's slices with the demo admin signed in: what the signed-in frame reads. */
export function createStoryStore(preview: RolePreview | null = null) {
  return createStore({
    reducers: appReducers,
    preloadedState: { session: demoAdminSession(), rolePreview: preview },
  });
}

/** Stands in for a screen: its title and placeholder cards, so the frame has content to hold. */
function SampleScreen() {
  const { t } = useTranslation('app');
  const route = useCurrentRoute();
  return (
    <Stack gap={6}>
      <Typography variant="h4" as="h1">
        {route ? t(routeTitleKey(route.id)) : ''}
      </Typography>
      <Grid columns={{ xs: 1, md: 2, lg: 3 }} gap={6}>
        {[1, 2, 3, 4, 5, 6].map((n) => (
          <Card key={n} data-testid="sample-card">
            <Stack gap={3}>
              <Skeleton variant="rounded" height={120} animation={false} />
              <Skeleton lines={3} animation={false} />
            </Stack>
          </Card>
        ))}
      </Grid>
    </Stack>
  );
}

const screenRoute = (def: AppRouteDef): RouteObject => ({
  path: def.path,
  element: <SampleScreen />,
  handle: { def } satisfies ScreenHandle,
});

/** Every signed-in path of the route table, in its real frame, each showing the sample screen. */
const storyRoutes: RouteObject[] = [
  {
    element: (
      <AbilityProvider>
        <DefaultLayout />
      </AbilityProvider>
    ),
    children: routeDefs.filter((def) => def.layout === 'default').map(screenRoute),
  },
  {
    element: (
      <AbilityProvider>
        <DefaultLayout wall />
      </AbilityProvider>
    ),
    children: routeDefs.filter((def) => def.layout === 'coin360').map(screenRoute),
  },
];

export interface StoryAppProps {
  /** The URL the story starts at. */
  initialPath?: string;
  /** A role preview already running (the banner and that role's navigation). */
  preview?: RolePreview;
}

/**
 * The signed-in frame as the app composes it, on a memory data router (the layout reads route
 * handles, which only a data router has) and a store with the demo admin signed in.
 */
export function StoryApp({ initialPath = href('dashboards.ecommerce'), preview }: StoryAppProps) {
  const [store] = useState(() => createStoryStore(preview));
  const [router] = useState(() =>
    createMemoryRouter(storyRoutes, { initialEntries: [initialPath] }),
  );
  const settled = useFirstAnswers(store);
  return (
    <ReduxProvider store={store}>
      {/* Storybook's decorator already provides a plain router; this story brings its own. */}
      <LocationContext.Provider value={null as never}>
        {/* Hidden, not unmounted: the frame's queries must start for their answers to arrive. */}
        <div data-settled={settled} style={settled ? undefined : { visibility: 'hidden' }}>
          <RouterProvider router={router} />
        </div>
      </LocationContext.Provider>
    </ReduxProvider>
  );
}

type StoryStore = ReturnType<typeof createStoryStore>;

/**
 * Whether the frame's first fake-API answers (the nav's Chat count, say) are in. Until then the
 * frame is hidden, so neither a play function nor a picture meets it half-loaded: a badge that
 * arrives a moment late would make two runs of one story differ. The check runs after the
 * children's effects, which is where their queries start.
 */
function useFirstAnswers(store: StoryStore): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const check = () => {
      const { queries } = store.getState().api;
      if (Object.values(queries).some((query) => query?.status === QueryStatus.pending)) return;
      setSettled(true);
      unsubscribe();
    };
    const unsubscribe = store.subscribe(check);
    check();
    return unsubscribe;
  }, [store]);
  return settled;
}

/**
 * Storybook's appearance follows the toolbar and ignores changes; a story whose customizer changes
 * it gets its own, starting from the toolbar's, not stored, and the toolbar's look comes back
 * when the story ends.
 */
export function StoryAppearance({ children }: { children: ReactNode }) {
  const outer = useAppearance();
  const [initial] = useState(outer.settings);
  const latest = useRef(outer);
  useLayoutEffect(() => {
    latest.current = outer;
  });
  useLayoutEffect(
    () => () => {
      const { settings, resolvedMode } = latest.current;
      applyAppearance(document.documentElement, settings, resolvedMode === 'dark');
    },
    [],
  );
  return (
    <AppearanceProvider persist={false} initialSettings={initial}>
      {children}
    </AppearanceProvider>
  );
}

/**
 * The frame fills the viewport less the visual run's 16 px canvas padding, so the snapshot shows
 * the whole frame at the story's viewport and drawers fixed to the screen edge.
 */
export function ViewportFrame({ children }: { children: ReactNode }) {
  return (
    <div style={{ minInlineSize: 'calc(100vw - 32px)', minBlockSize: 'calc(100vh - 32px)' }}>
      {children}
    </div>
  );
}
