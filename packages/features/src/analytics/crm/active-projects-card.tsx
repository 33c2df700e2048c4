import { Avatar, Chip, Progress, Stack, Typography, type ColorName } from '@atrium/ui';
import type { CrmActiveProjects } from '@atrium/mocks/types';

import { useGetCrmActiveProjectsQuery } from '../api/crm-dashboard.ts';
import { DashboardCard, ListSkeleton } from '../../shared/dashboard/index.ts';
import { CardEmpty } from './card-empty.tsx';
import { useCrmCard } from './use-crm-card.ts';

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <ListSkeleton rows={4} />;

/** Nearly done in green, under way in the primary colour, barely started in amber. */
const progressColor = (progress: number): ColorName =>
  progress >= 0.75 ? 'success' : progress >= 0.35 ? 'primary' : 'warning';

/** The profile's projects still running, nearest deadline first, with their tasks done. */
export function ActiveProjectsCard() {
  const { t, format, card } = useCrmCard('projects', useGetCrmActiveProjectsQuery());
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {({ projects }: CrmActiveProjects) =>
        projects.length === 0 ? (
          <CardEmpty>{t('crm.projects.empty')}</CardEmpty>
        ) : (
          <Stack as="ul" gap={5} aria-label={t('crm.projects.listLabel')}>
            {projects.map((p) => (
              <Stack as="li" key={p.title} gap={2} data-testid="crm-project">
                <Stack direction="row" gap={3} align="center">
                  <Avatar src={p.avatar} name={p.title} alt="" shape="rounded" />
                  <Stack gap={0} grow>
                    <Typography variant="body1" weight="semibold">
                      {p.title}
                    </Typography>
                    <Typography variant="body2" color="secondary">
                      <bdi>{p.client}</bdi>
                    </Typography>
                  </Stack>
                  <Chip
                    size="sm"
                    variant="tonal"
                    color={p.daysLeft <= 14 ? 'warning' : 'secondary'}
                    label={t('crm.projects.daysLeft', { count: p.daysLeft })}
                  />
                </Stack>
                <Progress
                  value={Math.round(p.progress * 100)}
                  showLabel
                  color={progressColor(p.progress)}
                  aria-label={t('crm.projects.progress', {
                    project: p.title,
                    done: format.number(p.completedTask),
                    total: format.number(p.totalTask),
                  })}
                />
              </Stack>
            ))}
          </Stack>
        )
      }
    </DashboardCard>
  );
}
