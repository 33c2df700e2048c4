import styled from 'styled-components';

/** Text for assistive technology only (the shell's drawer title). */
export const VisuallyHiddenText = styled.h2`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
