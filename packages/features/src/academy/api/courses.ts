import type { CourseDetails, CoursesResponse, CourseTopicUpdate } from '@atrium/mocks/types';
import { sectionStatus } from '@atrium/mocks/values';

import { baseApi } from '../../api/base-api.ts';
import { listEndpoint } from '../../api/crud-endpoints.ts';

const PATH = 'apps/academy/courses';
const DETAILS = 'apps/academy/course-details';

/** A topic to tick, with the details query it shows in (its cache entry is patched at once). */
export interface TopicToggle extends CourseTopicUpdate {
  /** The `getCourseDetails` argument of the page showing the topic. */
  shownBy: number | undefined;
}

export const coursesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** q (title, tutor), label (a tag; 'All Courses' = any), hideCompleted, sortBy, orderBy, paging. */
    getCourses: listEndpoint(build, {
      path: PATH,
      tag: 'Course',
      rowsOf: (data: CoursesResponse) => data.courses,
    }),
    /** One course's details; without an id, the first course's (the fake API's choice). */
    getCourseDetails: build.query<CourseDetails, number | undefined>({
      query: (courseId) => ({
        url: DETAILS,
        params: courseId === undefined ? {} : { courseId },
      }),
      providesTags: (data, _error, courseId) => [
        { type: 'Course', id: data?.courseId ?? courseId ?? 'FIRST' },
      ],
    }),
    /**
     * Extension: ticks or unticks one topic. The screen shows the change at once (the section's
     * status too); a refusal puts it back. The course's details and every course list refetch,
     * since the course's progress moved.
     */
    setCourseTopic: build.mutation<CourseDetails, TopicToggle>({
      query: ({ shownBy: _shownBy, ...body }) => ({
        url: `${DETAILS}/topics`,
        method: 'PATCH',
        body,
      }),
      async onQueryStarted(
        { shownBy, sectionId, topicIndex, isCompleted },
        { dispatch, queryFulfilled },
      ) {
        const patch = dispatch(
          coursesApi.util.updateQueryData('getCourseDetails', shownBy, (draft) => {
            const section = draft.content.find((item) => item.id === sectionId);
            const topic = section?.topics[topicIndex];
            if (!section || !topic) return;
            topic.isCompleted = isCompleted;
            section.status = sectionStatus(section.topics);
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_result, error, { courseId }) =>
        error
          ? []
          : [
              { type: 'Course', id: courseId },
              { type: 'Course', id: 'LIST' },
            ],
    }),
  }),
});

export const { useGetCoursesQuery, useGetCourseDetailsQuery, useSetCourseTopicMutation } =
  coursesApi;
