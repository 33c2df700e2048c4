import { IconMessageDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { ProfileProject } from '@atrium/mocks/types';
import { Card, Divider, Grid, Progress, Stack, Typography } from '@atrium/ui';

import { DetailRow, TonalChip } from '../../shared/index.ts';

import { useGetProfileProjectsQuery } from '../api/profile.ts';
import { AvatarLine } from './avatar-line.tsx';
import { PeopleGroup } from './people-group.tsx';
import { cardGridSkeleton, TabQuery } from './tab-query.tsx';

function ProjectCard({ project }: { project: ProfileProject }) {
  const { t } = useTranslation('pages');
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
                  spent: project.budgetSpent,
                  budget: project.budget,
                })}
              </DetailRow>
              <DetailRow label={t('profile.projectCards.start')}>{project.startDate}</DetailRow>
              <DetailRow label={t('profile.projectCards.deadline')}>{project.deadline}</DetailRow>
            </Stack>
            <TonalChip color={project.chipColor} label={project.chipText} />
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
                label={t('profile.projectCards.team', { members: project.members })}
              />
              <Typography variant="body2" color="secondary">
                {project.members}
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
  const query = useGetProfileProjectsQuery();
  return (
    <TabQuery query={query} skeleton={cardGridSkeleton}>
      {(projects) => (
        <Grid as="ul" columns={{ xs: 1, md: 2 }} gap={6} data-testid="profile-projects">
          {projects.map((project) => (
            <ProjectCard key={project.title} project={project} />
          ))}
        </Grid>
      )}
    </TabQuery>
  );
}
