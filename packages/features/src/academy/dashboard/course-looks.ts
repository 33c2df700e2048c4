import {
  IconAccessible,
  IconBook,
  IconBrain,
  IconBrandAngular,
  IconBrandFigma,
  IconBrandJavascript,
  IconBrandNodejs,
  IconBrandReact,
  IconBrandTypescript,
  IconBrandVue,
  IconBrush,
  IconBuildingBank,
  IconBulb,
  IconComponents,
  IconFlame,
  IconHeartRateMonitor,
  IconLayoutGrid,
  IconMovie,
  IconPalette,
  IconPencil,
  IconTypography,
  IconUserCircle,
  IconUserSearch,
  IconVectorBezier,
  type TablerIcon,
} from '@tabler/icons-react';

import type { ColorName } from '@atrium/ui';
import type { CourseTag } from '@atrium/mocks/types';

/**
 * The Tabler icons the seeded courses name in `logo`, imported one by one so the rest of the set
 * is tree-shaken; a name the map lacks shows a book.
 */
const logos: Record<string, TablerIcon> = {
  accessible: IconAccessible,
  brain: IconBrain,
  'brand-angular': IconBrandAngular,
  'brand-figma': IconBrandFigma,
  'brand-javascript': IconBrandJavascript,
  'brand-nodejs': IconBrandNodejs,
  'brand-react': IconBrandReact,
  'brand-typescript': IconBrandTypescript,
  'brand-vue': IconBrandVue,
  brush: IconBrush,
  'building-bank': IconBuildingBank,
  bulb: IconBulb,
  components: IconComponents,
  flame: IconFlame,
  'heart-rate-monitor': IconHeartRateMonitor,
  'layout-grid': IconLayoutGrid,
  movie: IconMovie,
  palette: IconPalette,
  pencil: IconPencil,
  typography: IconTypography,
  'user-circle': IconUserCircle,
  'user-search': IconUserSearch,
  'vector-bezier': IconVectorBezier,
};

/** A course's logo icon from its Tabler name. */
export const courseLogo = (name: string): TablerIcon => logos[name] ?? IconBook;

/**
 * One colour per course tag, for its chip, its slice and its progress ring alike: the charts'
 * palette in the tags' order (primary, info, success, warning, error), which is the order the
 * topics call answers in, so the donut's slices wear the colours of the chips listed under it.
 */
export const tagColor: Record<CourseTag, ColorName> = {
  Web: 'primary',
  Design: 'info',
  Psychology: 'success',
  'UI/UX': 'warning',
  Art: 'error',
};
