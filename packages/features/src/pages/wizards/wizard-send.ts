import { fieldErrorsOf } from '../../shared/server-errors.ts';
import type { WizardSendOutcome } from './wizard-frame.tsx';

/**
 * A mutation's outcome for the wizard frame: done once stored, the server's first message per
 * field (renamed to the form's value names by `rename`) on a 400, failed otherwise.
 */
export async function wizardOutcome<T>(
  request: Promise<T>,
  onDone: (value: T) => void,
  rename: (field: string) => string = (field) => field,
): Promise<WizardSendOutcome> {
  try {
    onDone(await request);
    return { status: 'done' };
  } catch (error) {
    const errors = fieldErrorsOf(error);
    if (!errors) return { status: 'failed' };
    const fields = Object.fromEntries(
      Object.entries(errors).map(([field, messages]) => [rename(field), messages[0] ?? '']),
    );
    return { status: 'refused', fields };
  }
}
