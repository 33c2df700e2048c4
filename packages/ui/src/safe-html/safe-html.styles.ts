import styled from 'styled-components';

import { proseCss } from './prose-css.ts';

/** SafeHtml's element: the prose styles (./prose-css.ts). */
export const StyledSafeHtml = styled.div`
  ${({ theme }) => proseCss(theme)}
`;
