import styled from 'styled-components';

import { perColor } from '../theme/mixins.ts';

export const EmptyStateRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(10, 6)};
  color: ${({ theme }) => theme.color.text.primary};

  &[data-size='sm'] {
    padding: ${({ theme }) => theme.space(6, 4)};
  }
`;

export const EmptyStateIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 64px;
  block-size: 64px;
  margin-block-end: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.round};
  ${perColor((c) => ({ background: c.tonal, color: c.text }))}

  [data-size='sm'] > & {
    inline-size: 48px;
    block-size: 48px;
  }
`;

export const EmptyStateIllustration = styled.div`
  max-inline-size: 240px;
  margin-block-end: ${({ theme }) => theme.space(2)};

  img,
  svg {
    display: block;
    max-inline-size: 100%;
    block-size: auto;
  }
`;

export const EmptyStateText = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  max-inline-size: 44ch;
`;

export const EmptyStateActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-start: ${({ theme }) => theme.space(3)};
`;
