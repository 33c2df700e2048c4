import type { CoursesResponse } from '@atrium/mocks/types';

import { baseApi } from '../../api/base-api.ts';
import { listTags } from '../../api/tags.ts';
import { listParams, type ListQuery } from '../../shared/index.ts';

/** The courses call's parameters: the list kit's, the tag to keep (`label`) and `hideCompleted`. */
export interface CoursesQuery extends ListQuery {
  /** A course tag, matched case-insensitively; the API's default 'All Courses' keeps every tag. */
  label?: string;
  /** 'true' drops the finished courses. */
  hideCompleted?: 'true' | 'false';
}

export const coursesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * SPEC §7: q (course title or tutor), label, hideCompleted, page, itemsPerPage, sortBy
     * (`courseName` or `progress`), orderBy. Answers the page, every filtered course and `total`.
     */
    getCourses: build.query<CoursesResponse, CoursesQuery>({
      query: (query) => ({ url: 'apps/academy/courses', params: listParams(query) }),
      providesTags: (result) => listTags('Course', result?.courses),
    }),
  }),
});

export const { useGetCoursesQuery } = coursesApi;
