/**
 * The academy: its dashboard (and, as they land, the learner's courses and a course's details).
 * The app mounts `academyRoutes`; the pages load lazily from there.
 */
export { href as academyHref, academyPaths, academyRoutes } from './routes.ts';
export { academyLocaleLoaders, academyResources, type AcademyTexts } from './locales/index.ts';
