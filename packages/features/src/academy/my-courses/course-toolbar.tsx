import { memo } from 'react';
import { useTranslation } from 'react-i18next';

import { Select, Stack, Switch } from '@atrium/ui';
import { COURSE_TAGS } from '@atrium/mocks/values';

import { FilterSelect } from '../../shared/list-filters.tsx';
import type { ListFiltersProps } from '../../shared/use-list-page.ts';
import { TAG_LOOK } from '../course-tags.ts';
import { COURSE_SORTS, sortValueOf, type CourseSortValue } from './course-sorts.ts';

export interface CourseToolbarProps {
  filters: ListFiltersProps;
  /** Sets the sort (and goes back to the first page). */
  onSort: (value: CourseSortValue) => void;
}

/** The grid's category, "hide completed" and sort: each lives in the URL (the list kit). */
export const CourseToolbar = memo(function CourseToolbar({ filters, onSort }: CourseToolbarProps) {
  const { t } = useTranslation('academy');
  const tagOptions = COURSE_TAGS.map((tag) => ({ value: tag, label: t(TAG_LOOK[tag].key) }));
  return (
    <Stack direction="row" gap={4} align="end" wrap>
      <FilterSelect
        filters={filters}
        id="label"
        label={t('myCourses.label')}
        allLabel={t('myCourses.allCourses')}
        options={tagOptions}
      />
      <Select
        size="sm"
        label={t('myCourses.sort.label')}
        data-testid="course-sort"
        options={COURSE_SORTS.map((sort) => ({ value: sort.value, label: t(sort.key) }))}
        value={sortValueOf(filters.state.sorting)}
        onValueChange={({ value }) => onSort(value as CourseSortValue)}
      />
      <Switch
        label={t('myCourses.hideCompleted')}
        data-testid="hide-completed"
        checked={filters.filterValue('hideCompleted') === 'true'}
        onCheckedChange={({ checked }) => filters.setFilter('hideCompleted', checked ? 'true' : '')}
      />
    </Stack>
  );
});
