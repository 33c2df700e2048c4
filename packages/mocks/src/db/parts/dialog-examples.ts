import { seedDialogExamples } from '../seed/dialog-examples.ts';
import { seedPart } from '../seed-part.ts';

/** The dialog examples page's shared projects, created apps and payment providers. */
export const dialogExamplesSeed = seedPart(['dialogExamples'], () => ({
  dialogExamples: seedDialogExamples(),
}));
