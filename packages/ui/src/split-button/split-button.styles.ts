import styled from 'styled-components';

export const SplitButtonRoot = styled.div`
  display: inline-flex;
  isolation: isolate;

  > :first-child {
    border-start-end-radius: 0;
    border-end-end-radius: 0;
  }
  > :last-child {
    border-start-start-radius: 0;
    border-end-start-radius: 0;
    padding-inline: ${({ theme }) => theme.space(2)};
  }
  > :focus-visible {
    z-index: 1;
  }
  /* Filled halves get a hairline between them; outlined ones share a border. */
  &[data-variant='outlined'] > :last-child {
    margin-inline-start: -1px;
  }
  &[data-variant='contained'] > :last-child,
  &[data-variant='tonal'] > :last-child {
    border-inline-start-color: ${({ theme }) => theme.color.paper};
  }
`;
