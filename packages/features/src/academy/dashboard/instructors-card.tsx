import { Avatar, List, Typography } from '@atrium/ui';
import type { AcademyInstructors } from '@atrium/mocks/types';

import { useGetAcademyInstructorsQuery } from '../api/academy-dashboard.ts';
import { DashboardCard, ListSkeleton } from '../../shared/dashboard/index.ts';
import { useDashboardCard } from './use-dashboard-card.ts';

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <ListSkeleton />;

/** The tutors with most students over their courses, with how many courses they teach. */
export function InstructorsCard() {
  const { t, card } = useDashboardCard('instructors', useGetAcademyInstructorsQuery());
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {({ instructors }: AcademyInstructors) =>
        instructors.length === 0 ? (
          <Typography color="secondary" data-testid="academy-card-empty">
            {t('dashboard.instructors.empty')}
          </Typography>
        ) : (
          <List flush>
            {instructors.map((instructor) => (
              <List.Item
                key={instructor.name}
                start={<Avatar src={instructor.avatar} name={instructor.name} alt="" />}
                secondary={t('dashboard.instructors.courses', { count: instructor.courses })}
                action={
                  <Typography variant="body2" weight="semibold" nowrap>
                    {t('dashboard.instructors.students', { count: instructor.students })}
                  </Typography>
                }
                data-testid="academy-instructor"
              >
                {instructor.name}
              </List.Item>
            ))}
          </List>
        )
      }
    </DashboardCard>
  );
}
