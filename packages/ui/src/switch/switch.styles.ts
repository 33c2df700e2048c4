import * as RadixSwitch from '@radix-ui/react-switch';
import styled from 'styled-components';

export const StyledSwitch = styled(RadixSwitch.Root)`
  all: unset;
  box-sizing: border-box;
  flex-shrink: 0;
  position: relative;
  inline-size: calc(var(--choice-size, 20px) * 1.8);
  block-size: var(--choice-size, 20px);
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.text.disabled};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.duration.short};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  &[data-state='checked'] {
    background: ${({ theme }) => theme.color.primary.solid};
  }
  &[aria-invalid='true'] {
    outline: 2px solid ${({ theme }) => theme.color.error.main};
    outline-offset: 1px;
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.45;
  }
`;

export const StyledThumb = styled(RadixSwitch.Thumb)`
  display: block;
  position: absolute;
  inset-block-start: 2px;
  inset-inline-start: 2px;
  inline-size: calc(var(--choice-size, 20px) - 4px);
  block-size: calc(var(--choice-size, 20px) - 4px);
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.paper};
  box-shadow: ${({ theme }) => theme.shadow.xs};
  transition: transform ${({ theme }) => theme.motion.duration.short};

  &[data-state='checked'] {
    transform: translateX(calc(var(--choice-size, 20px) * 0.8));
  }
  /* The thumb travels toward the end of the line, which is left in right-to-left. */
  [dir='rtl'] &[data-state='checked'] {
    transform: translateX(calc(var(--choice-size, 20px) * -0.8));
  }
`;
