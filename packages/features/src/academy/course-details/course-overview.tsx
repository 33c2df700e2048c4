import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Avatar, Divider, Grid, Stack, Typography } from '@atrium/ui';
import type { CourseDetails } from '@atrium/mocks/types';

import { useFormat } from '../../shared/format.ts';
import { DetailRow } from '../../shared/profile-parts.tsx';
import { LANGUAGES, SKILL_LEVEL_KEYS } from './course-values.ts';

/** A titled block of the overview, named by its heading. */
function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack as="section" gap={3} aria-labelledby={id}>
      <Typography variant="h6" as="h2" id={id}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** About this course, its figures, its description and its instructor. */
export function CourseOverview({ details }: { details: CourseDetails }) {
  const { t } = useTranslation('academy');
  const format = useFormat();
  const level = SKILL_LEVEL_KEYS[details.skillLevel];
  const language = LANGUAGES[details.language];
  return (
    <Stack gap={6}>
      <Block title={t('details.about')}>
        <Typography>{details.about}</Typography>
      </Block>
      <Divider />
      <Block title={t('details.numbers')}>
        <Grid as="dl" columns={{ xs: 1, sm: 2 }} gap={3} data-testid="course-numbers">
          <DetailRow label={t('details.facts.skillLevel')}>
            {level ? t(level) : details.skillLevel}
          </DetailRow>
          <DetailRow label={t('details.facts.students')}>
            {format.number(details.totalStudents)}
          </DetailRow>
          <DetailRow label={t('details.facts.language')}>
            {language ? t(language.key) : details.language}
          </DetailRow>
          <DetailRow label={t('details.facts.captions')}>
            {t(details.isCaptions ? 'details.yes' : 'details.no')}
          </DetailRow>
          <DetailRow label={t('details.facts.length')}>{details.length}</DetailRow>
          <DetailRow label={t('details.facts.lectures')}>
            {format.number(details.totalLectures)}
          </DetailRow>
        </Grid>
      </Block>
      <Divider />
      <Block title={t('details.description')}>
        {details.description.map((paragraph) => (
          <Typography key={paragraph}>{paragraph}</Typography>
        ))}
      </Block>
      <Divider />
      <Block title={t('details.instructor')}>
        <Stack direction="row" gap={3} align="center">
          <Avatar src={details.instructorAvatar} name={details.instructor} size="md" />
          <Stack gap={0}>
            <Typography weight="semibold">{details.instructor}</Typography>
            <Typography variant="body2" color="secondary">
              {details.instructorPosition}
            </Typography>
          </Stack>
        </Stack>
      </Block>
    </Stack>
  );
}
