import styled from 'styled-components';

export interface StackStyleProps {
  $direction: 'row' | 'column';
  $gap: number;
  $align?: string | undefined;
  $justify?: string | undefined;
  $wrap: boolean;
}

export const StyledStack = styled.div<StackStyleProps>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  gap: ${({ theme, $gap }) => theme.space($gap)};
  align-items: ${({ $align }) => $align ?? 'stretch'};
  justify-content: ${({ $justify }) => $justify ?? 'flex-start'};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  min-inline-size: 0;
`;
