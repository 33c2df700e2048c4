import type { AcademyTexts } from '../locales/index.ts';

type SkillLevelKey =
  `details.skillLevels.${Extract<keyof AcademyTexts['details']['skillLevels'], string>}`;
type LanguageKey =
  `details.languages.${Extract<keyof AcademyTexts['details']['languages'], string>}`;

/** The fake API's skill levels and their text keys (an unknown one is shown as sent). */
export const SKILL_LEVEL_KEYS: Readonly<Partial<Record<string, SkillLevelKey>>> = {
  Beginner: 'details.skillLevels.beginner',
  Intermediate: 'details.skillLevels.intermediate',
  Advanced: 'details.skillLevels.advanced',
  'All Levels': 'details.skillLevels.allLevels',
};

/** The courses' languages: the text key of the name and the code the captions track needs. */
export const LANGUAGES: Readonly<Partial<Record<string, { key: LanguageKey; code: string }>>> = {
  English: { key: 'details.languages.english', code: 'en' },
};
