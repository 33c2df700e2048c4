/**
 * `@atrium/features/access`: abilities (CASL) and the role preview, shared by the app (guard,
 * navigation) and the feature screens (which actions to show). `subjects.ts` alone is light
 * enough for the route table.
 */
export * from './subjects.ts';
export * from './ability.ts';
export * from './access-context.tsx';
export * from './can.tsx';
export { ABILITY_SUBJECTS, matrixToRules, rulesToMatrix } from '@atrium/mocks/values';
export type { AbilitySubject, MatrixRow } from '@atrium/mocks/values';
