import styled from 'styled-components';

import { typeScale } from '../theme/mixins.ts';

/** Prose styles for content we do not control: it must never overflow or break the layout. */
export const StyledSafeHtml = styled.div`
  color: ${({ theme }) => theme.color.text.primary};
  ${typeScale('body1')}
  overflow-wrap: anywhere;

  & > :first-child {
    margin-block-start: 0;
  }
  & > :last-child {
    margin-block-end: 0;
  }
  p,
  ul,
  ol,
  blockquote,
  pre,
  table {
    margin-block: 0 ${({ theme }) => theme.space(3)};
  }
  ul,
  ol {
    padding-inline-start: ${({ theme }) => theme.space(6)};
  }
  h1,
  h2,
  h3,
  h4 {
    margin-block: ${({ theme }) => theme.space(4, 2)};
    line-height: 1.3;
  }
  a {
    color: ${({ theme }) => theme.color.primary.text};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  blockquote {
    margin-inline: 0;
    padding-inline-start: ${({ theme }) => theme.space(4)};
    border-inline-start: 3px solid ${({ theme }) => theme.color.divider};
    color: ${({ theme }) => theme.color.text.secondary};
  }
  code,
  pre {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.875em;
    background: ${({ theme }) => theme.color.subtle};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  code {
    padding: ${({ theme }) => theme.space(0.5, 1)};
  }
  pre {
    padding: ${({ theme }) => theme.space(3)};
    overflow-x: auto;
  }
  img,
  video {
    max-inline-size: 100%;
    block-size: auto;
  }
  table {
    border-collapse: collapse;
    display: block;
    overflow-x: auto;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(1.5, 3)};
    border: 1px solid ${({ theme }) => theme.color.divider};
    text-align: start;
  }
  hr {
    border: 0;
    border-block-start: 1px solid ${({ theme }) => theme.color.divider};
  }
`;
