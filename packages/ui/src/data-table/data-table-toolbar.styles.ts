import * as Popover from '@radix-ui/react-popover';
import styled from 'styled-components';

import { overlaySurface } from '../theme/mixins.ts';

export const PopoverContent = styled(Popover.Content)`
  z-index: ${({ theme }) => theme.zIndex.popover};
  min-inline-size: 200px;
  padding: ${({ theme }) => theme.space(2)};
  ${overlaySurface()}
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
`;

export const ColumnList = styled.div`
  display: flex;
  flex-direction: column;
  p {
    margin: 0;
    padding: ${({ theme }) => theme.space(1, 2, 2)};
    font-size: ${({ theme }) => theme.typography.body2.fontSize};
    font-weight: 600;
    color: ${({ theme }) => theme.color.text.secondary};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(1.5, 2)};
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
  }
  label:hover {
    background: ${({ theme }) => theme.color.hover};
  }
  input {
    inline-size: 16px;
    block-size: 16px;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary.solid};
  }
`;
