import * as RadixCheckbox from '@radix-ui/react-checkbox';
import styled from 'styled-components';

export const StyledCheckbox = styled(RadixCheckbox.Root)`
  all: unset;
  box-sizing: border-box;
  flex-shrink: 0;
  display: inline-grid;
  place-items: center;
  inline-size: var(--choice-size, 20px);
  block-size: var(--choice-size, 20px);
  border: 2px solid ${({ theme }) => theme.color.text.secondary};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.paper};
  color: ${({ theme }) => theme.color.primary.contrast};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.duration.short},
    border-color ${({ theme }) => theme.motion.duration.short};

  &:hover:not([data-disabled]) {
    border-color: ${({ theme }) => theme.color.primary.main};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
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
