import type { ColorName } from '@atrium/ui';
import type { CourseTag } from '@atrium/mocks/types';

/** Each tag's text key and chip colour (the five tags of the fake API's courses). */
export const TAG_LOOK = {
  Web: { key: 'tags.web', color: 'info' },
  Design: { key: 'tags.design', color: 'warning' },
  Psychology: { key: 'tags.psychology', color: 'success' },
  'UI/UX': { key: 'tags.uiux', color: 'primary' },
  Art: { key: 'tags.art', color: 'error' },
} as const satisfies Record<CourseTag, { key: `tags.${string}`; color: ColorName }>;
