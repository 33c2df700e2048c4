import { useTranslation } from 'react-i18next';

import { Alert, AspectRatio, Stack } from '@atrium/ui';
import type { CourseDetails } from '@atrium/mocks/types';

import { LANGUAGES } from './course-values.ts';

export interface LessonPlayerProps {
  details: Pick<CourseDetails, 'title' | 'poster' | 'captions' | 'video' | 'language'>;
}

/**
 * The lesson: a video with its poster and captions when the course has a video file; without one
 * (the fake API ships none) the poster and a notice, never a player that cannot play.
 */
export function LessonPlayer({ details }: LessonPlayerProps) {
  const { t } = useTranslation('academy');
  const { title, poster, captions, video, language } = details;
  if (video === null) {
    return (
      <Stack gap={3}>
        <AspectRatio>
          <img src={poster} alt={t('details.player.posterAlt', { title })} />
        </AspectRatio>
        <Alert severity="info" data-testid="no-video">
          {t('details.player.noVideo')}
        </Alert>
      </Stack>
    );
  }
  return (
    <AspectRatio>
      {/* A lesson is watched on demand: nothing is downloaded until the reader presses play. */}
      <video controls preload="none" poster={poster} aria-label={t('details.player.label')}>
        <source src={video} />
        <track
          kind="captions"
          src={captions}
          srcLang={LANGUAGES[language]?.code}
          label={t('details.player.captions')}
          default
        />
      </video>
    </AspectRatio>
  );
}
