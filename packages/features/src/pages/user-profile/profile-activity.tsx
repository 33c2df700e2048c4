import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { ProfileActivity } from '@atrium/mocks/types';
import { Timeline, Typography } from '@atrium/ui';

import { SectionCard } from '../../shared/index.ts';

/** The activity timeline, newest first, each entry with its date and time in the reader's language. */
export function ProfileActivityCard({ activity }: { activity: readonly ProfileActivity[] }) {
  const { t, i18n } = useTranslation('pages');
  const when = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'UTC',
      }),
    [i18n.language],
  );
  return (
    <SectionCard titleId="profile-activity" title={t('profile.activity.title')}>
      <Timeline data-testid="profile-activity">
        {activity.map((entry) => (
          <Timeline.Item key={entry.time} title={entry.title} color={entry.color}>
            <Typography variant="body2" color="secondary">
              {entry.description}
            </Typography>
            <Typography variant="caption" color="secondary">
              <time dateTime={entry.time}>{when.format(new Date(entry.time))}</time>
            </Typography>
          </Timeline.Item>
        ))}
      </Timeline>
    </SectionCard>
  );
}
