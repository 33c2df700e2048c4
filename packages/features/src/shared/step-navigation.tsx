import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';

import { Button, Stack } from '@atrium/ui';

export interface StepNavigationProps {
  /** Goes one step back; none on the first step. */
  onBack?: () => void;
  backLabel: string;
  /** Next on every step but the last, the final action there. */
  submitLabel: string;
  /** The last step: its submit has no forward arrow. */
  last: boolean;
  submitting: boolean;
}

/**
 * A multi-step form's Back and Next row: Back keeps what was typed (it only moves), Next submits
 * the step's form so its checks run. Arrows follow the reading direction.
 */
export function StepNavigation({
  onBack,
  backLabel,
  submitLabel,
  last,
  submitting,
}: StepNavigationProps) {
  return (
    <Stack direction="row" justify="between" gap={3}>
      {onBack ? (
        <Button
          variant="tonal"
          color="secondary"
          startIcon={<IconArrowLeft size={18} className="at-mirror-rtl" />}
          onClick={onBack}
        >
          {backLabel}
        </Button>
      ) : (
        <span />
      )}
      <Button
        type="submit"
        loading={submitting}
        endIcon={last ? undefined : <IconArrowRight size={18} className="at-mirror-rtl" />}
      >
        {submitLabel}
      </Button>
    </Stack>
  );
}
