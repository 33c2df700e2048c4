import { IconBriefcase, IconMessageDots } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ProfileProject } from '@atrium/mocks/types';
import { Card, Divider, Grid, Progress, Stack, Typography } from '@atrium/ui';

import { DetailRow, parseApiDate, TonalChip, useFormat } from '../../shared/index.ts';

import { useGetProfileProjectsQuery } from '../api/profile.ts';
import { AvatarLine } from './avatar-line.tsx';
import { PeopleGroup } from './people-group.tsx';
import { cardGridSkeleton, EmptyTab, TabQuery } from './tab-query.tsx';

const DAY_MS = 86_400_000;

/** Whole days from today (UTC, as the API's days are) to the deadline; negative once past. */
function daysUntil(deadline: string, now: Date): number {
  const due = parseApiDate(deadline);
  if (!due) return 0;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((due.getTime() - today) / DAY_MS);
}

function ProjectCard({ project }: { project: ProfileProject }) {
  const { t } = useTranslation('pages');
  const format = useFormat();
  // The clock once per card: the chip counts the days to the stored deadline.
  const [now] = useState(() => new Date());
  const left = daysUntil(project.deadline, now);
  const members = t('profile.projectCards.members', {
    count: project.members,
    value: format.number(project.members, true),
  });
  const done = project.totalTask > 0 ? project.completedTask / project.totalTask : 0;
  return (
    <Card as="li" fullHeight aria-label={project.title}>
      <Card.Content>
        <Stack gap={4}>
          <AvatarLine
            image={project.avatar}
            name={project.title}
            detail={t('profile.projectCards.client', { name: project.client })}
            heading
          />
          <Stack direction="row" gap={4} justify="between" wrap>
            <Stack as="dl" gap={1}>
              <DetailRow label={t('profile.projectCards.budget')}>
                {t('profile.projectCards.spentOf', {
                  spent: format.moneyShort(project.budgetSpent, true),
                  budget: format.moneyShort(project.budget, true),
                })}
              </DetailRow>
              <DetailRow label={t('profile.projectCards.start')}>
                {format.date(project.startDate)}
              </DetailRow>
              <DetailRow label={t('profile.projectCards.deadline')}>
                {format.date(project.deadline)}
              </DetailRow>
            </Stack>
            <TonalChip
              color={project.chipColor}
              label={
                left > 0
                  ? t('profile.projectCards.daysLeft', { count: left })
                  : t('profile.projectCards.pastDeadline')
              }
            />
          </Stack>
          <Typography variant="body1" color="secondary">
            {project.description}
          </Typography>
          <Divider />
          <Stack gap={2}>
            <Stack direction="row" justify="between" gap={2}>
              <Typography variant="body2" weight="semibold">
                {t('profile.projectCards.tasks', {
                  done: project.completedTask,
                  total: project.totalTask,
                })}
              </Typography>
              <Typography variant="body2" color="secondary">
                {t('profile.projectCards.completed', { value: Math.round(done * 100) })}
              </Typography>
            </Stack>
            <Progress
              value={Math.round(done * 100)}
              aria-label={t('profile.projectCards.progressOf', { name: project.title })}
            />
          </Stack>
          <Stack direction="row" gap={2} align="center" justify="between" wrap>
            <Stack direction="row" gap={2} align="center">
              <PeopleGroup
                people={project.avatarGroup}
                label={t('profile.projectCards.team', { members })}
              />
              <Typography variant="body2" color="secondary">
                {members}
              </Typography>
            </Stack>
            <Stack direction="row" gap={1} align="center">
              <IconMessageDots size={18} aria-hidden />
              <Typography variant="body2" color="secondary">
                {t('profile.projectCards.comments', { count: project.comments })}
              </Typography>
            </Stack>
          </Stack>
        </Stack>
      </Card.Content>
    </Card>
  );
}

/** The projects tab: one card per project, with its budget, deadline and task progress. */
export function ProjectsTab() {
  const { t } = useTranslation('pages');
  const query = useGetProfileProjectsQuery();
  return (
    <TabQuery query={query} skeleton={cardGridSkeleton}>
      {(projects) =>
        projects.length === 0 ? (
          <EmptyTab
            testId="profile-projects-empty"
            icon={<IconBriefcase aria-hidden />}
            title={t('profile.projectCards.empty')}
            description={t('profile.projectCards.emptyText')}
          />
        ) : (
          <Grid as="ul" columns={{ xs: 1, md: 2 }} gap={6} data-testid="profile-projects">
            {projects.map((project) => (
              <ProjectCard key={project.title} project={project} />
            ))}
          </Grid>
        )
      }
    </TabQuery>
  );
}
