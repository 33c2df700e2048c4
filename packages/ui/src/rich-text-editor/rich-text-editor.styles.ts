import styled from 'styled-components';

import { controlBoxStyles } from '../field/control-box.styles.ts';

export const EditorBox = styled.div`
  ${controlBoxStyles}
  display: grid;
  align-items: stretch;
  gap: 0;
  padding: 0;
  overflow: hidden;

  .tiptap {
    min-block-size: 140px;
    padding: ${({ theme }) => theme.space(3, 3.5)};
    outline: none;
    line-height: 1.6;
  }
  .tiptap > :first-child {
    margin-block-start: 0;
  }
  .tiptap h2 {
    font-size: ${({ theme }) => theme.typography.h5.fontSize};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  .tiptap h3 {
    font-size: ${({ theme }) => theme.typography.h6.fontSize};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  /* Secondary, not disabled grey: the text must stay readable (and pass contrast checks). */
  &[data-disabled] .tiptap {
    color: ${({ theme }) => theme.color.text.secondary};
  }
  .tiptap a {
    color: ${({ theme }) => theme.color.primary.text};
  }
  /* A quoted message (a reply's): set off, and read in its own direction. */
  .tiptap blockquote {
    margin-inline: 0;
    padding-inline-start: ${({ theme }) => theme.space(3)};
    border-inline-start: 3px solid ${({ theme }) => theme.color.divider};
    color: ${({ theme }) => theme.color.text.secondary};
  }
  .tiptap blockquote > * {
    unicode-bidi: plaintext;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(0.5)};
  padding: ${({ theme }) => theme.space(1.5)};
  border-block-end: 1px solid ${({ theme }) => theme.color.divider};
  background: ${({ theme }) => theme.color.subtle};
`;

export const ToolButton = styled.button`
  display: inline-grid;
  place-items: center;
  inline-size: 32px;
  block-size: 32px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text.primary};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.hover};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.primary.tonal};
    color: ${({ theme }) => theme.color.primary.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
`;

export const LinkForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  inline-size: 300px;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.paper};
  border: ${({ theme }) => theme.surface.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.surface.overlayShadow};
  z-index: ${({ theme }) => theme.zIndex.popover};

  & > div:last-child {
    display: flex;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space(2)};
  }
`;
