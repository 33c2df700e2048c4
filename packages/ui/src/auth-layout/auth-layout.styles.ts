import styled from 'styled-components';

import { breakpoints } from '../theme/tokens.ts';

/** v1: the form's card centred on the page. */
export const CentredRoot = styled.main`
  display: flex;
  align-items: center;
  justify-content: center;
  min-block-size: 100vh;
  padding: ${({ theme }) => theme.space(4)};
`;

export const CentredCard = styled.div`
  inline-size: 100%;
  max-inline-size: 460px;
`;

/** v2: the illustration beside the form; the form alone, full width, below 900 px. */
export const SplitRoot = styled.main`
  display: grid;
  grid-template-columns: 1fr;
  min-block-size: 100vh;
  background: ${({ theme }) => theme.color.paper};

  @media (min-width: ${breakpoints.md}px) {
    grid-template-columns: minmax(0, 1.6fr) minmax(400px, 1fr);
  }
`;

export const SplitArt = styled.div`
  display: none;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(10)};
  background: ${({ theme }) => theme.color.background};

  @media (min-width: ${breakpoints.md}px) {
    display: flex;
  }

  /* The picture faces the form: mirrored when the page reads right to left. */
  &:dir(rtl) > * {
    transform: scaleX(-1);
  }

  & > svg {
    inline-size: 100%;
    max-inline-size: 640px;
    block-size: auto;
  }
`;

export const SplitForm = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  padding: ${({ theme }) => theme.space(6)};

  & > * {
    inline-size: 100%;
    max-inline-size: 420px;
    margin-inline: auto;
  }
`;
