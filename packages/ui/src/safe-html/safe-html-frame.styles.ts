import styled from 'styled-components';

/** The frame takes its line's width and the height its content asks for; no border, no scroll. */
export const StyledSafeHtmlFrame = styled.iframe`
  display: block;
  inline-size: 100%;
  border: 0;
  overflow: hidden;
  color-scheme: normal;
`;
