import { css } from 'styled-components';

/**
 * The same rules Radix inlines, for styled components that hide a part of themselves (a native
 * input behind a custom control) without an extra element.
 */
export const visuallyHiddenCss = css`
  position: absolute;
  border: 0;
  inline-size: 1px;
  block-size: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  overflow-wrap: normal;
`;
