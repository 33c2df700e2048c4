import { IconBook } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { Course, CoursesResponse } from '@atrium/mocks/types';
import { Card, DataTable } from '@atrium/ui';

import { ListEmptyState, ListSearch, useListPage } from '../../shared/index.ts';
import { coursesApi, useGetCoursesQuery } from '../api/courses.ts';
import { useCourseColumns } from './course-columns.tsx';

const rowsOf = (data: CoursesResponse) => data.courses;
const rowId = (course: Course) => String(course.id);

/**
 * The dashboard's courses table, built with the list kit: search (title or tutor), sort by
 * course name or progress, and paging, the view kept in the page's URL.
 */
export function CoursesTableCard() {
  const { t } = useTranslation('academy');
  const titleId = useId();
  const list = useListPage({
    useQuery: useGetCoursesQuery,
    initiate: coursesApi.endpoints.getCourses.initiate,
    rowsOf,
    errorText: t('dashboard.courses.error'),
  });
  const columns = useCourseColumns();
  const { filtered } = list.empty;
  return (
    <Card as="section" aria-labelledby={titleId} fullHeight data-testid="academy-card-courses">
      <Card.Header
        title={t('dashboard.courses.title')}
        subtitle={t('dashboard.courses.subtitle')}
        titleId={titleId}
        headingLevel={2}
      />
      <DataTable<Course>
        {...list.table}
        label={t('dashboard.courses.tableLabel')}
        columns={columns}
        getRowId={rowId}
        toolbar={
          <ListSearch
            {...list.search}
            width="grow"
            label={t('dashboard.courses.search.label')}
            placeholder={t('dashboard.courses.search.placeholder')}
            data-testid="academy-courses-search"
          />
        }
        empty={
          <ListEmptyState
            {...list.empty}
            size="sm"
            headingLevel={3}
            icon={<IconBook size={24} aria-hidden />}
            title={t(
              filtered ? 'dashboard.courses.empty.filteredTitle' : 'dashboard.courses.empty.title',
            )}
            description={t(
              filtered
                ? 'dashboard.courses.empty.filteredDescription'
                : 'dashboard.courses.empty.description',
            )}
            clearLabel={t('dashboard.courses.clearSearch')}
            clearButton={{ 'data-testid': 'clear-filters' }}
          />
        }
      />
    </Card>
  );
}
