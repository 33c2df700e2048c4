import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { Chip, Icon, Stack, Typography, type ColorName } from '@atrium/ui';

export interface ChipChoiceOption {
  value: string;
  label: string;
  color?: ColorName;
  /** A small avatar before the label (a person). */
  avatar?: ReactNode;
}

export interface ChipChoiceProps {
  /** The group's name, shown as its legend. */
  legend: string;
  options: readonly ChipChoiceOption[];
  /** The chosen values. */
  value: readonly string[];
  /** Called with the chosen values in the options' order. */
  onChange: (value: string[]) => void;
  testId?: string;
}

/**
 * Several choices among a few, each a toggle chip (a button that is pressed or not): all the
 * choices stay in sight with their colours or faces, which a closed multi-select would hide. A
 * chosen chip is tonal with a check, an unchosen one outlined, so the state is not colour alone.
 */
export function ChipChoice({ legend, options, value, onChange, testId }: ChipChoiceProps) {
  const toggle = (toggled: string) =>
    onChange(
      options
        .filter((o) => (o.value === toggled ? !value.includes(o.value) : value.includes(o.value)))
        .map((o) => o.value),
    );
  return (
    <Stack as="fieldset" gap={2} data-testid={testId}>
      <Typography as="legend" variant="body2" weight="medium">
        {legend}
      </Typography>
      <Stack direction="row" gap={2} wrap>
        {options.map((option) => {
          const chosen = value.includes(option.value);
          return (
            <Chip
              key={option.value}
              label={option.label}
              color={option.color ?? 'secondary'}
              variant={chosen ? 'tonal' : 'outlined'}
              selected={chosen}
              avatar={option.avatar}
              icon={chosen ? <Icon icon={IconCheck} size="xs" /> : undefined}
              onClick={() => toggle(option.value)}
            />
          );
        })}
      </Stack>
    </Stack>
  );
}
