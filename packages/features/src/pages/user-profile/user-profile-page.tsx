import {
  IconLayoutGrid,
  IconLink,
  IconUser,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

import { PageHeader, Stack, Tabs } from '@atrium/ui';

import { ConnectionsTab } from './connections-tab.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { PROFILE_TABS, profileTabPath, type ProfileTabName } from './profile-tabs.ts';
import { ProjectsTab } from './projects-tab.tsx';
import { TeamsTab } from './teams-tab.tsx';

const TAB_ICONS: Record<ProfileTabName, TablerIcon> = {
  profile: IconUser,
  teams: IconUsers,
  projects: IconLayoutGrid,
  connections: IconLink,
};

const TAB_CONTENT = {
  profile: ProfileTab,
  teams: TeamsTab,
  projects: ProjectsTab,
  connections: ConnectionsTab,
} satisfies Record<ProfileTabName, () => ReactNode>;

/**
 * The `userProfile` route (pages/routes.ts): the header card, then the tab the URL names
 * (route `userProfile`); each tab fetches its own data.
 */
export function UserProfilePage() {
  const { t } = useTranslation('pages');
  const { tab: tabParam } = useParams();
  const tab = PROFILE_TABS.find((name) => name === tabParam) ?? 'profile';
  const Content = TAB_CONTENT[tab];
  return (
    <Stack gap={6}>
      <PageHeader title={t('profile.title')} description={t('profile.description')} />
      <ProfileHeader />
      <Tabs value={tab} activationMode="manual" variant="pills">
        <Tabs.List aria-label={t('profile.tabs.label')}>
          {PROFILE_TABS.map((name) => {
            const Icon = TAB_ICONS[name];
            return (
              <Tabs.Link key={name} value={name}>
                <Link to={profileTabPath(name)} data-testid={`profile-tab-${name}`}>
                  <Icon size={18} aria-hidden />
                  {t(`profile.tabs.${name}`)}
                </Link>
              </Tabs.Link>
            );
          })}
        </Tabs.List>
        <Tabs.Content value={tab}>
          <Content />
        </Tabs.Content>
      </Tabs>
    </Stack>
  );
}
