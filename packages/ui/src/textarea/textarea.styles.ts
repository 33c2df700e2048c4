import styled from 'styled-components';

import { bareInputStyles, controlBoxStyles } from '../field/control-box.styles.ts';

export const TextareaBox = styled.div`
  ${controlBoxStyles}
  align-items: stretch;
  padding-block: ${({ theme }) => theme.space(2)};
  cursor: text;
`;

export const StyledTextarea = styled.textarea`
  ${bareInputStyles}
  display: block;
  resize: none;
  line-height: 1.5;
  overflow-y: hidden;

  &[data-scrolls] {
    overflow-y: auto;
  }
`;
