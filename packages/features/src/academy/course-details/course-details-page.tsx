import { IconSchoolOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';

import { Card, Skeleton, Stack } from '@atrium/ui';

import { DetailsPageFrame } from '../../shared/details-page-frame.tsx';
import { useGetCourseDetailsQuery } from '../api/courses.ts';
import { COURSE_ID_PARAM, href } from '../routes.ts';
import { CourseContent } from './course-content.tsx';
import { CourseOverview } from './course-overview.tsx';
import { LessonPlayer } from './lesson-player.tsx';

/**
 * The course the URL names (`?courseId=3`): none means the first course (the fake API's answer to
 * the contract's call); anything but a positive whole number is no course at all.
 */
function useCourseId(): { courseId: number | undefined; valid: boolean } {
  const raw = useSearchParams()[0].get(COURSE_ID_PARAM);
  if (raw === null || raw === '') return { courseId: undefined, valid: true };
  const id = Number(raw);
  return { courseId: id, valid: /^\d+$/.test(raw) && id > 0 };
}

/**
 * The lesson beside the course's content, two to one, wrapping to one column when the page's own
 * width is short of both (not the viewport's: the page may sit beside a navigation).
 */
const Columns = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(6)};
`;
const Main = styled.div`
  flex: 2 1 28rem;
  min-inline-size: 0;
`;
const Side = styled.div`
  flex: 1 1 18rem;
  min-inline-size: 0;
`;

/** The page's shape while the course loads: the lesson card and the content beside it. */
const skeleton = (
  <Columns>
    <Main>
      <Card>
        <Card.Content>
          <Stack gap={4}>
            <Skeleton variant="rounded" height={320} />
            <Skeleton variant="text" lines={6} />
          </Stack>
        </Card.Content>
      </Card>
    </Main>
    <Side>
      <Card>
        <Card.Content>
          <Skeleton variant="text" lines={8} />
        </Card.Content>
      </Card>
    </Side>
  </Columns>
);

/** A course: its lesson, what it is about, its figures, instructor and topics to tick. */
export function CourseDetailsPage() {
  const { t } = useTranslation('academy');
  const { courseId, valid } = useCourseId();
  const query = useGetCourseDetailsQuery(courseId, { skip: !valid });
  return (
    <DetailsPageFrame
      query={query}
      valid={valid}
      backTo={href('academy.myCourse')}
      texts={{
        back: t('details.back'),
        loading: t('details.loading'),
        notFoundTitle: t('details.notFoundTitle'),
        notFoundMessage: t('details.notFoundMessage'),
        errorTitle: t('details.title'),
        error: t('details.error'),
      }}
      notFoundIcon={<IconSchoolOff />}
      notFoundTestId="course-not-found"
      skeleton={skeleton}
      header={(details) => ({
        title: details.title,
        description: t('details.byTutor', { name: details.instructor }),
      })}
    >
      {(details) => (
        <Columns>
          <Main>
            <Card>
              <Card.Content>
                <Stack gap={6}>
                  <LessonPlayer details={details} />
                  <CourseOverview details={details} />
                </Stack>
              </Card.Content>
            </Card>
          </Main>
          <Side>
            <CourseContent details={details} shownBy={courseId} />
          </Side>
        </Columns>
      )}
    </DetailsPageFrame>
  );
}
