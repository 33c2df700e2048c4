import type { DefaultTheme } from 'styled-components';

/**
 * Prose styles for content we do not control: it must never overflow or break the layout. One
 * text for both places such content shows: SafeHtml's element in the page, and the body of
 * SafeHtmlFrame's document (nested under `body`, which browsers nest natively).
 */
export function proseCss(theme: DefaultTheme): string {
  return `
  color: ${theme.color.text.primary};
  font-size: ${theme.typography.body1.fontSize};
  line-height: ${theme.typography.body1.lineHeight};
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
    margin-block: 0 ${theme.space(3)};
  }
  ul,
  ol {
    padding-inline-start: ${theme.space(6)};
  }
  h1,
  h2,
  h3,
  h4 {
    margin-block: ${theme.space(4, 2)};
    line-height: 1.3;
  }
  a {
    color: ${theme.color.primary.text};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  a:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  blockquote {
    margin-inline: 0;
    padding-inline-start: ${theme.space(4)};
    border-inline-start: 3px solid ${theme.color.divider};
    color: ${theme.color.text.secondary};
  }
  code,
  pre {
    font-family: ${theme.font.mono};
    font-size: 0.875em;
    background: ${theme.color.subtle};
    border-radius: ${theme.radius.sm};
  }
  code {
    padding: ${theme.space(0.5, 1)};
  }
  pre {
    padding: ${theme.space(3)};
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
    padding: ${theme.space(1.5, 3)};
    border: 1px solid ${theme.color.divider};
    text-align: start;
  }
  hr {
    border: 0;
    border-block-start: 1px solid ${theme.color.divider};
  }
`;
}
