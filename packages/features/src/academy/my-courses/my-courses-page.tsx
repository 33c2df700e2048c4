import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Card, Pagination, Stack } from '@atrium/ui';
import type { CoursesResponse } from '@atrium/mocks/types';

import { useListPage } from '../../shared/use-list-page.ts';
import { coursesApi, useGetCoursesQuery } from '../api/courses.ts';
import { CourseGrid } from './course-grid.tsx';
import { CourseToolbar } from './course-toolbar.tsx';
import { DEFAULT_SORT, sortingOf, type CourseSortValue } from './course-sorts.ts';
import { CoursesHero } from './courses-hero.tsx';

const rowsOf = (data: CoursesResponse) => data.courses;
/** Six cards a page (two rows of three on a desk); sorted by name unless the URL says otherwise. */
const defaults = { pageSize: 6, sorting: DEFAULT_SORT };
const filterIds = ['label', 'hideCompleted'] as const;

/**
 * My courses: search, category, "hide completed", sort and page, all in the URL through the list
 * kit (a link or the back button restores the view), over a grid of course cards.
 */
export function MyCoursesPage() {
  const { t } = useTranslation('academy');
  const headingId = useId();
  const list = useListPage({
    useQuery: useGetCoursesQuery,
    initiate: coursesApi.endpoints.getCourses.initiate,
    rowsOf,
    errorText: t('myCourses.error'),
    filterIds,
    defaults,
  });
  const { state, onStateChange } = list.view;
  const onSort = useCallback(
    (value: CourseSortValue) =>
      onStateChange({
        state: { ...state, sorting: sortingOf(value), pageIndex: 0 },
        changed: ['sorting', 'pageIndex'],
      }),
    [state, onStateChange],
  );
  const onPageChange = ({ page }: { page: number }) =>
    onStateChange({ state: { ...state, pageIndex: page - 1 }, changed: ['pageIndex'] });
  const { table } = list;
  const showPages = !table.loading && !table.error && table.rowCount > state.pageSize;

  return (
    <Stack gap={6}>
      <CoursesHero search={list.search} />
      <Card as="section" aria-labelledby={headingId}>
        <Card.Header title={t('myCourses.title')} titleId={headingId} headingLevel={2} />
        <Card.Content>
          <Stack gap={6}>
            <CourseToolbar filters={list.filters} onSort={onSort} />
            <CourseGrid
              courses={table.data}
              loading={table.loading}
              error={table.error}
              onRetry={table.onRetry}
              empty={list.empty}
            />
            {showPages && (
              <Pagination
                page={state.pageIndex + 1}
                pageSize={state.pageSize}
                total={table.rowCount}
                onPageChange={onPageChange}
                showFirstLast={false}
                data-testid="course-pages"
              />
            )}
          </Stack>
        </Card.Content>
      </Card>
    </Stack>
  );
}
