/**
 * The FAQ seed as plain data, for pages that show it without the fake API (the front pages'
 * landing must not start it: packages/features/README.md "First screens"). The same groups
 * GET /api/pages/faq serves.
 */
export { seedFaq as faqGroups } from '../db/seed/faq.ts';

/** The longest message POST /api/front/contact takes, in characters (README "Front pages (extension)"). */
export const CONTACT_MESSAGE_MAX = 2_000;
