import styled from 'styled-components';

import { plainIconButton } from '../theme/mixins.ts';

export const DropZone = styled.div`
  position: relative;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(6, 4)};
  border: 2px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.paper};
  color: ${({ theme }) => theme.color.text.secondary};
  text-align: center;
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.motion.duration.short},
    background-color ${({ theme }) => theme.motion.duration.short};

  [data-size='sm'] > & {
    padding: ${({ theme }) => theme.space(4, 3)};
  }
  &:hover,
  &[data-dragging] {
    border-color: ${({ theme }) => theme.color.primary.main};
    background: ${({ theme }) => theme.color.primary.tonal};
  }
  &:focus-within {
    border-color: ${({ theme }) => theme.color.primary.main};
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.error.main};
  }
  &[data-disabled] {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.subtle};
    border-color: ${({ theme }) => theme.color.divider};
  }
  svg {
    color: ${({ theme }) => theme.color.primary.text};
  }
  /* The native input stays in the tab order and opens the file dialog with Enter or Space. */
  input {
    position: absolute;
    inset: 0;
    opacity: 0;
    inline-size: 100%;
    block-size: 100%;
    cursor: inherit;
  }
`;

export const Prompt = styled.span`
  color: ${({ theme }) => theme.color.text.primary};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  em {
    font-style: normal;
    color: ${({ theme }) => theme.color.primary.text};
    text-decoration: underline;
  }
`;

export const FileList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const FileRow = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.divider};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.paper};
`;

export const Thumb = styled.span`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  inline-size: 40px;
  block-size: 40px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.subtle};
  color: ${({ theme }) => theme.color.text.secondary};

  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const FileText = styled.span`
  display: grid;
  flex: 1;
  min-inline-size: 0;
  font-size: ${({ theme }) => theme.typography.body2.fontSize};

  & > span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${({ theme }) => theme.color.text.primary};
  }
  & > span:last-child {
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;

export const RemoveButton = styled.button`
  ${plainIconButton({ size: 32 })}
  flex-shrink: 0;

  &:hover {
    color: ${({ theme }) => theme.color.error.text};
  }
`;

export const ErrorLines = styled.span`
  display: grid;
`;
