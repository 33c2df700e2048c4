/** The fake API's error shapes, read the same way by every feature (see src/shared). */
export { fieldErrorsOf, statusOf } from '../../shared/server-errors.ts';
