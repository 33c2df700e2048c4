import styled from 'styled-components';

import { typeScale } from '../theme/mixins.ts';

export const DividerLine = styled.hr`
  flex-shrink: 0;
  margin: 0;
  border: 0;
  border-block-start: 1px solid ${({ theme }) => theme.color.divider};

  &[data-variant='dashed'] {
    border-block-start-style: dashed;
  }
  &[aria-orientation='vertical'] {
    align-self: stretch;
    block-size: auto;
    min-block-size: 1em;
    border-block-start: 0;
    border-inline-start: 1px solid ${({ theme }) => theme.color.divider};
  }
  &[aria-orientation='vertical'][data-variant='dashed'] {
    border-inline-start-style: dashed;
  }
`;

export const DividerWithText = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.text.secondary};
  ${typeScale('body2')}
  white-space: nowrap;

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-block-start: 1px solid ${({ theme }) => theme.color.divider};
  }
  &[data-variant='dashed']::before,
  &[data-variant='dashed']::after {
    border-block-start-style: dashed;
  }
  &[data-align='start']::before,
  &[data-align='end']::after {
    flex: 0 0 ${({ theme }) => theme.space(6)};
  }
`;
