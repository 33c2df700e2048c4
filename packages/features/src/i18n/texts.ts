import type { AuthTexts } from '../auth/index.ts';

/** The text shape of each feature namespace, for typed `t()` keys in every package. */
export interface FeatureTexts {
  auth: AuthTexts;
}
