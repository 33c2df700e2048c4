import { seedPart } from '../seed-part.ts';

/** The front pages' contact messages: none until a visitor writes (README "Front pages (extension)"). */
export const frontSeed = seedPart(['frontContactMessages'], () => ({ frontContactMessages: [] }));
