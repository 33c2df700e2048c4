/**
 * The calendar app: month, week, day and list views of the signed-in staff's events. The app
 * mounts `calendarRoutes`; the page loads lazily from there.
 */
export { href as calendarHref, calendarPaths, calendarRoutes } from './routes.ts';
export { calendarLocaleLoaders, calendarResources, type CalendarTexts } from './locales/index.ts';
