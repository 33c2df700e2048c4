import { avatarPath } from '../../lib/asset-paths.ts';
import type { TeamMember } from '../../types/team.ts';

/** The staff the kanban seed's cards name, and a few more (README "Extensions": team). */
const TEAM_NAMES = [
  'Harriet McBride',
  'Gavin Griffith',
  'Janie West',
  'Danny Conner',
  'Mark Berry',
  'Adele Ross',
  'Bryan Murray',
  'Albert Underwood',
  'Tessa Hale',
  'Omar Haddad',
  'Mei Nakamura',
  'Ingrid Lindqvist',
] as const;

/** Everyone who can be on a card or invited to an event, by name. */
export const TEAM: readonly TeamMember[] = TEAM_NAMES.map((name) => ({
  name,
  img: avatarPath(name),
}));
