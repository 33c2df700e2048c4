import { useTranslation } from 'react-i18next';

import type { UserActivityKind } from '@atrium/mocks/types';
import {
  Card,
  EmptyState,
  Progress,
  SimpleTable,
  Stack,
  Timeline,
  Typography,
  type ColorName,
} from '@atrium/ui';

import { useFormat } from '../../shared/index.ts';
import type { UserTabProps } from './user-tab-props.ts';

const ACTIVITY_COLORS: Record<UserActivityKind, ColorName> = {
  invoicePaid: 'success',
  meeting: 'primary',
  projectCreated: 'info',
  fileShared: 'warning',
};

/** The user's projects: kind and lead, team, progress and hours, as the fake API seeded them. */
function ProjectsCard({ user, view }: UserTabProps) {
  const { t } = useTranslation('users');
  const format = useFormat();
  return (
    <Card as="section" data-testid="user-projects">
      <Card.Header title={t('userView.projects.title')} headingLevel={2} />
      {view.projects.length === 0 ? (
        <Card.Content>
          <EmptyState title={t('userView.projects.empty')} />
        </Card.Content>
      ) : (
        <SimpleTable caption={t('userView.projects.caption', { name: user.fullName })} hideCaption>
          <thead>
            <tr>
              <th scope="col">{t('userView.projects.name')}</th>
              <th scope="col">{t('userView.projects.lead')}</th>
              <th scope="col">{t('userView.projects.progress')}</th>
              <th scope="col" data-align="end">
                {t('userView.projects.hours')}
              </th>
            </tr>
          </thead>
          <tbody>
            {view.projects.map((project) => (
              <tr key={project.id}>
                <th scope="row" data-plain>
                  <Stack gap={0}>
                    <Typography variant="body2" weight="semibold">
                      {project.name}
                    </Typography>
                    <Typography variant="caption" color="secondary">
                      {t(`userView.projects.kinds.${project.kind}`)}
                    </Typography>
                  </Stack>
                </th>
                <td>
                  <Stack gap={0}>
                    <Typography variant="body2">{project.lead}</Typography>
                    <Typography variant="caption" color="secondary">
                      {t('userView.projects.teamSize', { count: project.teamSize })}
                    </Typography>
                  </Stack>
                </td>
                <td>
                  <Stack gap={1}>
                    <Typography variant="caption">
                      {format.percent(project.progress / 100)}
                    </Typography>
                    <Progress
                      value={project.progress}
                      aria-label={t('userView.projects.progressLabel', {
                        name: project.name,
                        value: format.percent(project.progress / 100),
                      })}
                    />
                  </Stack>
                </td>
                <td data-align="end">
                  {t('userView.projects.hoursValue', { hours: format.number(project.hours) })}
                </td>
              </tr>
            ))}
          </tbody>
        </SimpleTable>
      )}
    </Card>
  );
}

/** What the user did lately, newest first, dated by the fake API's clock. */
function ActivityCard({ user, view }: UserTabProps) {
  const { t } = useTranslation('users');
  const format = useFormat();
  return (
    <Card as="section" data-testid="user-activity">
      <Card.Header title={t('userView.activity.title')} headingLevel={2} />
      <Card.Content>
        {view.activity.length === 0 ? (
          <EmptyState title={t('userView.activity.empty')} />
        ) : (
          <Timeline aria-label={t('userView.activity.label', { name: user.fullName })}>
            {view.activity.map((entry) => (
              <Timeline.Item
                key={entry.id}
                color={ACTIVITY_COLORS[entry.kind]}
                title={t(`userView.activity.kinds.${entry.kind}`, { subject: entry.subject })}
                opposite={format.date(entry.at)}
              />
            ))}
          </Timeline>
        )}
      </Card.Content>
    </Card>
  );
}

/** Account: the projects table and the activity timeline. */
export function UserAccountTab(props: UserTabProps) {
  return (
    <Stack gap={6}>
      <ProjectsCard {...props} />
      <ActivityCard {...props} />
    </Stack>
  );
}
