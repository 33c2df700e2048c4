import { IconCalendarEvent, IconClock, IconVideo } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Avatar, Box, Button, Skeleton, Stack, Typography, useToast } from '@atrium/ui';
import type { AcademyUpcomingWebinar, AcademyWebinar } from '@atrium/mocks/types';

import { useGetAcademyWebinarQuery } from '../api/academy-dashboard.ts';
import { DashboardCard } from '../../shared/dashboard/index.ts';
import { useAcademyFormat, useDashboardCard } from './use-dashboard-card.ts';

/** The card's own shape: the presenter line, the title, two facts and the button. */
function WebinarSkeleton() {
  return (
    <Stack gap={4}>
      <Stack direction="row" gap={3} align="center">
        <Skeleton variant="circle" width={40} />
        <Skeleton width="50%" />
      </Stack>
      <Skeleton width="85%" height={24} marginBlock={0} />
      <Stack gap={2}>
        <Skeleton width="70%" />
        <Skeleton width="40%" />
      </Stack>
      <Skeleton variant="rounded" width={96} height={34} />
    </Stack>
  );
}

/** A constant element: the card re-renders while it loads, its placeholders do not. */
const skeleton = <WebinarSkeleton />;

/** The next live session: course, presenter, when and how long, and a Join button. */
export function WebinarCard() {
  const { t, card } = useDashboardCard('webinar', useGetAcademyWebinarQuery());
  return (
    <DashboardCard {...card} skeleton={skeleton}>
      {({ webinar }: AcademyUpcomingWebinar) =>
        webinar ? (
          <WebinarDetails webinar={webinar} />
        ) : (
          <Typography color="secondary" data-testid="academy-card-empty">
            {t('dashboard.webinar.empty')}
          </Typography>
        )
      }
    </DashboardCard>
  );
}

/**
 * The session's details. Joining has no call of its own in the API: the button registers the
 * learner for this visit, says so in a toast and stays pressed.
 */
function WebinarDetails({ webinar }: { webinar: AcademyWebinar }) {
  const { t } = useTranslation('academy');
  const format = useAcademyFormat();
  const toast = useToast();
  const [joined, setJoined] = useState(false);
  const course = webinar.course.courseTitle;
  const join = () => {
    setJoined(true);
    toast({ title: t('dashboard.webinar.joinedToast', { course }), severity: 'success' });
  };
  return (
    <Stack gap={4} grow>
      <Stack direction="row" gap={3} align="center">
        <Avatar src={webinar.presenter.avatar} name={webinar.presenter.name} alt="" />
        <Typography variant="body2" color="secondary">
          {t('dashboard.webinar.presenter', { name: webinar.presenter.name })}
        </Typography>
      </Stack>
      <Typography variant="h5" as="h3" data-testid="academy-webinar-title">
        {t('dashboard.webinar.heading', { course })}
      </Typography>
      <Stack as="dl" gap={2}>
        <Fact icon={<IconCalendarEvent size={18} aria-hidden />} term={t('dashboard.webinar.when')}>
          <bdi>{format.instant(webinar.startsAt)}</bdi>
        </Fact>
        <Fact icon={<IconClock size={18} aria-hidden />} term={t('dashboard.webinar.duration')}>
          {format.minutes(webinar.durationMinutes)}
        </Fact>
      </Stack>
      <Typography variant="caption" color="secondary">
        {t('dashboard.webinar.registered', { count: webinar.registered + (joined ? 1 : 0) })}
      </Typography>
      <Box pushToEnd>
        <Button
          variant={joined ? 'tonal' : 'contained'}
          size="sm"
          startIcon={<IconVideo size={18} aria-hidden />}
          aria-pressed={joined}
          disabled={joined}
          onClick={join}
          data-testid="academy-webinar-join"
        >
          {t(joined ? 'dashboard.webinar.joined' : 'dashboard.webinar.join')}
        </Button>
      </Box>
    </Stack>
  );
}

/** A "term: value" line of the session's details, the icon before the term. */
function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <Stack direction="row" gap={2} align="center">
      <Typography as="dt" variant="body2" color="secondary">
        <Stack as="span" direction="row" gap={2} align="center">
          {icon}
          {term}
        </Stack>
      </Typography>
      <Typography as="dd" variant="body2" weight="semibold">
        {children}
      </Typography>
    </Stack>
  );
}
