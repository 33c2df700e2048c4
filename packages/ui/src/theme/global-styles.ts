import { createGlobalStyle } from 'styled-components';

import { themeCss } from './css-vars.ts';
import { typeScale } from './mixins.ts';

const tokensCss = themeCss();

export const GlobalStyles = createGlobalStyle`
  ${tokensCss}

  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-block-size: 100vh;
    font-family: ${({ theme }) => theme.font.family};
    ${typeScale('body1')}
    color: ${({ theme }) => theme.color.text.primary};
    background-color: ${({ theme }) => theme.color.background};
    -webkit-font-smoothing: antialiased;
    transition: background-color ${({ theme }) => theme.motion.duration.standard};
  }

  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  /* Icons that point (arrows, chevrons) turn around in right-to-left pages. */
  [dir='rtl'] .at-mirror-rtl {
    transform: scaleX(-1);
  }

  ::selection {
    background: ${({ theme }) => theme.color.primary.tonalHover};
  }
`;
