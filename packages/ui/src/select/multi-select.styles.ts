import * as Popover from '@radix-ui/react-popover';
import styled from 'styled-components';

import { controlBoxStyles } from '../field/control-box.styles.ts';
import { listSurface, optionStyles } from './select.styles.ts';

export const MultiBox = styled.div`
  ${controlBoxStyles}
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  padding-block: ${({ theme }) => theme.space(1)};
  padding-inline-end: ${({ theme }) => theme.space(2)};
`;

export const MultiTrigger = styled.button`
  all: unset;
  box-sizing: border-box;
  flex: 1 0 80px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: calc(var(--field-height, 40px) - 10px);
  color: ${({ theme }) => theme.color.text.secondary};
  cursor: pointer;

  &:disabled,
  &[aria-readonly='true'] {
    cursor: default;
  }
`;

export const ListContent = styled(Popover.Content)`
  ${listSurface}
  &:focus-visible {
    outline: none;
  }
`;

export const Listbox = styled.div`
  outline: none;
`;

export const Option = styled.div`
  ${optionStyles}

  & > svg {
    margin-inline-start: auto;
  }
  &[aria-selected='false'] > svg {
    visibility: hidden;
  }
`;

export const GroupLabel = styled.div`
  padding: ${({ theme }) => theme.space(2, 3, 1)};
  font-size: ${({ theme }) => theme.typography.overline.fontSize};
  letter-spacing: ${({ theme }) => theme.typography.overline.letterSpacing};
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.text.secondary};
`;
