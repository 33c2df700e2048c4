import { Avatar, Icon } from '@atrium/ui';
import type { Course } from '@atrium/mocks/types';

import { courseLogo } from './course-looks.ts';

/** A course's logo: its Tabler icon on a rounded tile of the course's colour (decorative). */
export function CourseLogo({ course }: { course: Pick<Course, 'logo' | 'color'> }) {
  return (
    <Avatar shape="rounded" color={course.color} alt="">
      <Icon icon={courseLogo(course.logo)} size={22} />
    </Avatar>
  );
}
