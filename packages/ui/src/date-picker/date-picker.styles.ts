import * as Popover from '@radix-ui/react-popover';
import styled from 'styled-components';

import { overlaySurface } from '../theme/mixins.ts';

export const CalendarPopover = styled(Popover.Content)`
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space(3)};
  ${overlaySurface('lg')}
  z-index: ${({ theme }) => theme.zIndex.popover};
`;

export const RangeSeparator = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};

  & > * {
    flex: 1 1 160px;
  }
`;
