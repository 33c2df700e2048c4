import { IconUserOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

import type { UserDetails, UserView } from '@atrium/mocks/types';
import { Grid, Skeleton, Stack, Tabs } from '@atrium/ui';

import { DetailsPageFrame, useRouteId } from '../../shared/index.ts';

import { useGetUserQuery } from '../api/users.ts';
import { useGetUserViewQuery } from '../api/user-view.ts';
import { UserAccountTab } from './user-account-tab.tsx';
import { UserBillingTab } from './user-billing-tab.tsx';
import { UserConnectionsTab } from './user-connections-tab.tsx';
import { UserNotificationsTab } from './user-notifications-tab.tsx';
import { UserPlanCard } from './user-plan-card.tsx';
import { UserProfileCard } from './user-profile-card.tsx';
import { UserSecurityTab } from './user-security-tab.tsx';
import { href } from '../routes.ts';
import { USER_TABS, userViewPath, type UserTab } from './user-view-path.ts';

/** The users list lands with another screen; until then the way back is the app's users entry. */

const TAB_LABEL_KEYS = {
  account: 'userView.tabs.account',
  security: 'userView.tabs.security',
  billing: 'userView.tabs.billing',
  notifications: 'userView.tabs.notifications',
  connections: 'userView.tabs.connections',
} as const satisfies Record<UserTab, string>;

/** What the page shows: the user record and the view's data, loaded together. */
export interface UserPageData {
  user: UserDetails;
  view: UserView;
}

/** Keyed by user: the settings tabs start from the stored values of the one shown. */
function tabContent(tab: UserTab, { user, view }: UserPageData): ReactNode {
  const key = user.id;
  switch (tab) {
    case 'security':
      return <UserSecurityTab key={key} user={user} view={view} />;
    case 'billing':
      return <UserBillingTab key={key} user={user} view={view} />;
    case 'notifications':
      return <UserNotificationsTab key={key} user={user} view={view} />;
    case 'connections':
      return <UserConnectionsTab key={key} user={user} view={view} />;
    default:
      return <UserAccountTab key={key} user={user} view={view} />;
  }
}

/**
 * The user and the view's data as one query for the details frame: loading until both answer, the
 * first error (a 404 from either is the not-found state), and a retry of both.
 */
function useUserPageQuery(id: number, skip: boolean) {
  const user = useGetUserQuery(id, { skip });
  const view = useGetUserViewQuery(id, { skip });
  return {
    data: user.data && view.data ? { user: user.data, view: view.data } : undefined,
    error: user.error ?? view.error,
    isLoading: user.isLoading || view.isLoading,
    refetch: () => {
      void user.refetch();
      void view.refetch();
    },
  };
}

/** The `message` of a 404 answer (`{ message: 'User not found' }`), if the error carries one. */
function notFoundMessageOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data: unknown = error.data;
  return typeof data === 'object' &&
    data !== null &&
    'message' in data &&
    typeof data.message === 'string'
    ? data.message
    : undefined;
}

const skeleton = (
  <Grid columns={{ xs: 1, md: 3 }} gap={6}>
    <Stack gap={6}>
      <Skeleton variant="rounded" height={520} />
      <Skeleton variant="rounded" height={220} />
    </Stack>
    <Grid.Item span={{ xs: 1, md: 2 }}>
      <Skeleton variant="rounded" height={520} />
    </Grid.Item>
  </Grid>
);

/** The `user.view` route (id, optional tab): profile and plan on the side, routed tabs. */
export function UserViewPage() {
  const { t } = useTranslation('users');
  const { tab: tabParam } = useParams();
  const { raw, id, valid } = useRouteId();
  const tab = USER_TABS.find((name) => name === tabParam) ?? 'account';
  const query = useUserPageQuery(id, !valid);

  return (
    <DetailsPageFrame
      query={query}
      valid={valid}
      backTo={href('user.list')}
      texts={{
        back: t('userView.back'),
        loading: t('userView.loading'),
        notFoundTitle: t('userView.notFound.title'),
        // The fake API's own words for an unknown id (packages/mocks/README.md, "Errors").
        notFoundMessage:
          notFoundMessageOf(query.error) ?? t('userView.notFound.message', { id: raw }),
        errorTitle: t('userView.title'),
        error: t('userView.error'),
      }}
      notFoundIcon={<IconUserOff size={32} />}
      notFoundTestId="user-not-found"
      skeleton={skeleton}
      header={({ user }) => ({
        title: user.fullName,
        description: t('userView.userId', { id: user.id }),
      })}
    >
      {(data) => (
        <Grid columns={{ xs: 1, md: 3 }} gap={6}>
          <Stack gap={6}>
            <UserProfileCard user={data.user} />
            <UserPlanCard user={data.user} plan={data.view.plan} />
          </Stack>
          <Grid.Item span={{ xs: 1, md: 2 }}>
            <Tabs value={tab} activationMode="manual" variant="pills">
              <Tabs.List aria-label={t('userView.tabs.label')}>
                {USER_TABS.map((name) => (
                  <Tabs.Link key={name} value={name}>
                    <Link to={userViewPath(data.user.id, name)} data-testid={`user-tab-${name}`}>
                      {t(TAB_LABEL_KEYS[name])}
                    </Link>
                  </Tabs.Link>
                ))}
              </Tabs.List>
              <Tabs.Content value={tab}>{tabContent(tab, data)}</Tabs.Content>
            </Tabs>
          </Grid.Item>
        </Grid>
      )}
    </DetailsPageFrame>
  );
}
