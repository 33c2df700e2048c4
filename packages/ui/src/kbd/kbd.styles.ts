import styled from 'styled-components';

import { breakpoints, type Breakpoint } from '../theme/tokens.ts';

export const KbdRoot = styled.kbd`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  font-family: inherit;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.color.text.secondary};
  /* Shortcuts are written left to right in every language. */
  direction: ltr;
  unicode-bidi: isolate;
  white-space: nowrap;

  ${({ theme }) =>
    (Object.keys(breakpoints) as Breakpoint[])
      .filter((bp) => bp !== 'xs')
      .map((bp) => `&[data-hide-below='${bp}'] { ${theme.media.down(bp)} { display: none; } }`)
      .join('\n')}
`;

export const KbdKey = styled.kbd`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-inline-size: 22px;
  block-size: 22px;
  padding-inline: ${({ theme }) => theme.space(1.5)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-block-end-width: 2px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.subtle};
  color: ${({ theme }) => theme.color.text.primary};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.75rem;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1;

  [data-size='sm'] > & {
    min-inline-size: 18px;
    block-size: 18px;
    padding-inline: ${({ theme }) => theme.space(1)};
    font-size: 0.6875rem;
  }
`;
