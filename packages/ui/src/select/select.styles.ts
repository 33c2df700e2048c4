import * as RadixSelect from '@radix-ui/react-select';
import styled, { css } from 'styled-components';

import { controlBoxStyles } from '../field/control-box.styles.ts';
import { overlaySurface } from '../theme/mixins.ts';

export const StyledTrigger = styled(RadixSelect.Trigger)`
  ${controlBoxStyles}
  inline-size: 100%;
  box-sizing: border-box;
  justify-content: space-between;
  text-align: start;
  cursor: pointer;

  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.color.primary.main};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.color.primary.main};
  }
  &[data-placeholder] > span:first-child {
    color: ${({ theme }) => theme.color.text.secondary};
  }
  &[data-readonly] {
    cursor: default;
  }
  & > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const TriggerIcon = styled(RadixSelect.Icon)`
  display: inline-flex;
  flex-shrink: 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** The floating list surface, shared with the multi-select and the combobox. */
export const listSurface = css`
  box-sizing: border-box;
  min-inline-size: var(--radix-popper-anchor-width, 180px);
  max-block-size: min(320px, var(--radix-popper-available-height, 320px));
  overflow: auto;
  padding: ${({ theme }) => theme.space(1.5)};
  ${overlaySurface()}
  z-index: ${({ theme }) => theme.zIndex.popover};
  font-size: ${({ theme }) => theme.typography.body1.fontSize};
`;

export const StyledContent = styled(RadixSelect.Content)`
  ${listSurface}
  max-block-size: var(--radix-select-content-available-height, 320px);
  min-inline-size: var(--radix-select-trigger-width, 180px);
`;

/** One option row: Radix items, multi-select options and combobox options all look alike. */
export const optionStyles = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 36px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  user-select: none;
  outline: none;

  &[data-highlighted],
  &[data-active] {
    background: ${({ theme }) => theme.color.hover};
  }
  &[data-state='checked'],
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.primary.text};
    background: ${({ theme }) => theme.color.primary.tonal};
  }
  &[data-disabled],
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
`;

export const StyledItem = styled(RadixSelect.Item)`
  ${optionStyles}
  justify-content: space-between;
`;

export const StyledGroupLabel = styled(RadixSelect.Label)`
  padding: ${({ theme }) => theme.space(2, 3, 1)};
  font-size: ${({ theme }) => theme.typography.overline.fontSize};
  letter-spacing: ${({ theme }) => theme.typography.overline.letterSpacing};
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const StyledSeparator = styled(RadixSelect.Separator)`
  block-size: 1px;
  margin: ${({ theme }) => theme.space(1.5, 0)};
  background: ${({ theme }) => theme.color.divider};
`;
