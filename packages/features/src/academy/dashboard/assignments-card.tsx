import { Progress, Stack, Typography } from '@atrium/ui';
import type { AcademyAssignments } from '@atrium/mocks/types';

import { useGetAcademyAssignmentsQuery } from '../api/academy-dashboard.ts';
import { DashboardCard, ListSkeleton } from '../../shared/dashboard/index.ts';
import { tagColor } from './course-looks.ts';
import { useDashboardCard } from './use-dashboard-card.ts';

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <ListSkeleton />;

/** The share of completed tasks per topic, each as a ring with its count of tasks. */
export function AssignmentsCard() {
  const { t, format, card } = useDashboardCard('assignments', useGetAcademyAssignmentsQuery());
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {({ tags }: AcademyAssignments) =>
        tags.length === 0 ? (
          <Typography color="secondary" data-testid="academy-card-empty">
            {t('dashboard.assignments.empty')}
          </Typography>
        ) : (
          <Stack as="ul" gap={4}>
            {tags.map((entry) => {
              const topic = t(`dashboard.tags.${entry.tag}`);
              return (
                <Stack
                  as="li"
                  key={entry.tag}
                  direction="row"
                  gap={3}
                  align="center"
                  data-testid={`academy-assignment-${entry.tag}`}
                >
                  <Progress
                    variant="circular"
                    size="md"
                    showLabel
                    color={tagColor[entry.tag]}
                    value={Math.round(entry.ratio * 100)}
                    aria-label={t('dashboard.assignments.share', {
                      topic,
                      value: format.percent(entry.ratio),
                    })}
                  />
                  <Stack gap={0}>
                    <Typography variant="body2" weight="semibold">
                      {topic}
                    </Typography>
                    <Typography variant="caption" color="secondary">
                      {t('dashboard.assignments.tasks', {
                        done: format.number(entry.completedTasks),
                        total: format.number(entry.totalTasks),
                      })}
                    </Typography>
                  </Stack>
                </Stack>
              );
            })}
          </Stack>
        )
      }
    </DashboardCard>
  );
}
