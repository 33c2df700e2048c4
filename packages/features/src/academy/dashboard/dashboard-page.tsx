import { useTranslation } from 'react-i18next';

import { PageHeader, Stack } from '@atrium/ui';

import { DashboardGrid, type DashboardCell } from '../../shared/dashboard/index.ts';
import { AssignmentsCard } from './assignments-card.tsx';
import { CoursesTableCard } from './courses-table-card.tsx';
import { InstructorsCard } from './instructors-card.tsx';
import { TopCoursesCard } from './top-courses-card.tsx';
import { TopicsCard } from './topics-card.tsx';
import { WebinarCard } from './webinar-card.tsx';
import { WelcomeCard } from './welcome-card.tsx';

/** The route asks for the cards' figures with the page's chunk, before the page draws. */
export { prefetchAcademyDashboard } from '../api/academy-dashboard.ts';

/** Column spans: one column on phones, two on tablets, a 12-column grid from desktop. */
const third = { md: 1, lg: 4 } as const;
const twoThirds = { md: 'full', lg: 8 } as const;

/** The first row, drawn alone before the rest. */
const firstRow: readonly DashboardCell[] = [
  [WelcomeCard, twoThirds],
  [WebinarCard, { md: 'full', lg: 4 }],
];

/** The cards below the first row, in reading order, with their column spans. */
const laterRows: readonly DashboardCell[] = [
  [TopicsCard, third],
  [InstructorsCard, third],
  [TopCoursesCard, { md: 'full', lg: 4 }],
  [AssignmentsCard, { md: 'full', lg: 4 }],
  [CoursesTableCard, twoThirds],
];

/**
 * The academy dashboard (route `dashboards.academy`, also at its alias `academy.dashboard`). Every
 * card fetches its own figures from the fake API, so each shows its own skeleton or error and one
 * failing call leaves the rest usable. The first row (the learner's welcome and the next webinar)
 * commits alone; the cards below follow in a transition, in a space reserved for them.
 */
export function AcademyDashboardPage() {
  const { t } = useTranslation('academy');
  return (
    <Stack gap={6}>
      <PageHeader title={t('dashboard.title')} description={t('dashboard.description')} />
      <DashboardGrid firstRow={firstRow} laterRows={laterRows} />
    </Stack>
  );
}
