import { lookScreens } from '../look-screens.tsx';
import { TwoStepsPage } from './two-steps-page.tsx';

/** `auth.two-steps-v1` and `-v2`. */
export const twoStepsScreens = lookScreens(TwoStepsPage);
