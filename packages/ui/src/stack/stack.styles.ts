import styled from 'styled-components';

import { Box } from '../box/box.tsx';
import { bareList } from '../theme/mixins.ts';

export interface StackStyleProps {
  $direction: 'row' | 'column';
  $gap: number;
  $align?: string | undefined;
  $justify?: string | undefined;
  $wrap: boolean;
  $grow?: string | undefined;
}

// Built on Box, so a Stack takes Box's padding and size props too (a page that fills the screen).
export const StyledStack = styled(Box)<StackStyleProps>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  gap: ${({ theme, $gap }) => theme.space($gap)};
  align-items: ${({ $align }) => $align ?? 'stretch'};
  justify-content: ${({ $justify }) => $justify ?? 'flex-start'};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  ${({ $grow }) => ($grow ? `flex: ${$grow};` : '')}

  /* A Stack lays out; as a list it drops the bullets and indent. :where keeps this as weak as
     the rules above, so a consumer's own styles still win. */
  &:where(ul, ol, dl) {
    ${bareList}
  }
  /* An address is set like the text around it, not in the browser's italics. */
  &:where(address) {
    font-style: normal;
  }
  /* As a fieldset it groups without the browser's frame. */
  &:where(fieldset) {
    margin: 0;
    padding: 0;
    border: 0;
  }
`;
