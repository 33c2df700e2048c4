import * as RadixCheckbox from '@radix-ui/react-checkbox';
import styled from 'styled-components';

import { choiceHoverFocus, choiceMark } from '../field/choice-field.styles.ts';

export const StyledCheckbox = styled(RadixCheckbox.Root)`
  ${choiceMark}
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.primary.contrast};
  transition:
    background-color ${({ theme }) => theme.motion.duration.short},
    border-color ${({ theme }) => theme.motion.duration.short};
  ${choiceHoverFocus}
  &[data-state='checked'],
  &[data-state='indeterminate'] {
    background: ${({ theme }) => theme.color.primary.solid};
    border-color: ${({ theme }) => theme.color.primary.solid};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.error.main};
  }
  &[aria-invalid='true'][data-state='checked'],
  &[aria-invalid='true'][data-state='indeterminate'] {
    background: ${({ theme }) => theme.color.error.solid};
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.45;
  }
`;

export const StyledIndicator = styled(RadixCheckbox.Indicator)`
  display: inline-grid;
  place-items: center;

  svg {
    inline-size: calc(var(--choice-size, 20px) - 4px);
    block-size: calc(var(--choice-size, 20px) - 4px);
  }
`;
