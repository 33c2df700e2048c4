import type { DataTableState } from '@atrium/ui';

/** The sorts the fake API knows for courses (`sortBy`), each way: one choice of the sort select. */
export const COURSE_SORTS = [
  { value: 'courseName-asc', id: 'courseName', desc: false, key: 'myCourses.sort.nameAsc' },
  { value: 'courseName-desc', id: 'courseName', desc: true, key: 'myCourses.sort.nameDesc' },
  { value: 'progress-asc', id: 'progress', desc: false, key: 'myCourses.sort.progressAsc' },
  { value: 'progress-desc', id: 'progress', desc: true, key: 'myCourses.sort.progressDesc' },
] as const;

export type CourseSortValue = (typeof COURSE_SORTS)[number]['value'];

/** Course name, A to Z, when the URL names no sort. */
export const DEFAULT_SORT: DataTableState['sorting'] = [{ id: 'courseName', desc: false }];

/** The select's value for the view's sort. */
export function sortValueOf(sorting: DataTableState['sorting']): CourseSortValue {
  const [sort] = sorting;
  return (
    COURSE_SORTS.find((choice) => choice.id === sort?.id && choice.desc === sort.desc)?.value ??
    COURSE_SORTS[0].value
  );
}

/** The view's sort for a choice of the select. */
export function sortingOf(value: CourseSortValue): DataTableState['sorting'] {
  const choice = COURSE_SORTS.find((item) => item.value === value) ?? COURSE_SORTS[0];
  return [{ id: choice.id, desc: choice.desc }];
}
