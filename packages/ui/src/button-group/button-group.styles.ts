import * as ToggleGroupPrimitive from '@radix-ui/react-toggle-group';
import styled, { css } from 'styled-components';

/** Joins adjacent buttons: inner corners square, touching borders overlap. */
const attached = css`
  display: inline-flex;
  isolation: isolate;
  &[data-orientation='vertical'] {
    flex-direction: column;
  }
  &[data-full-width] {
    display: flex;
    > * {
      flex: 1;
    }
  }

  > * {
    position: relative;
    border-radius: 0;
  }
  > *:hover,
  > *:focus-visible {
    z-index: 1;
  }
  &[data-orientation='horizontal'] > * + * {
    margin-inline-start: -1px;
  }
  &[data-orientation='vertical'] > * + * {
    margin-block-start: -1px;
  }
  &[data-orientation='horizontal'] > :first-child {
    border-start-start-radius: ${({ theme }) => theme.radius.md};
    border-end-start-radius: ${({ theme }) => theme.radius.md};
  }
  &[data-orientation='horizontal'] > :last-child {
    border-start-end-radius: ${({ theme }) => theme.radius.md};
    border-end-end-radius: ${({ theme }) => theme.radius.md};
  }
  &[data-orientation='vertical'] > :first-child {
    border-start-start-radius: ${({ theme }) => theme.radius.md};
    border-start-end-radius: ${({ theme }) => theme.radius.md};
  }
  &[data-orientation='vertical'] > :last-child {
    border-end-start-radius: ${({ theme }) => theme.radius.md};
    border-end-end-radius: ${({ theme }) => theme.radius.md};
  }
`;

export const ButtonGroupRoot = styled.div`
  ${attached}

  /* Filled and tinted buttons have no border of their own: a hairline keeps them apart. */
  &[data-variant='contained'][data-orientation='horizontal'] > * + *,
  &[data-variant='tonal'][data-orientation='horizontal'] > * + * {
    margin-inline-start: 0;
    border-inline-start-color: ${({ theme }) => theme.color.paper};
  }
  &[data-variant='contained'][data-orientation='vertical'] > * + *,
  &[data-variant='tonal'][data-orientation='vertical'] > * + * {
    margin-block-start: 0;
    border-block-start-color: ${({ theme }) => theme.color.paper};
  }
`;

export const ToggleGroupRoot = styled(ToggleGroupPrimitive.Root)`
  ${attached}
`;

const sizes = { sm: 30, md: 38, lg: 48 } as const;

export const ToggleItem = styled(ToggleGroupPrimitive.Item)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: ${sizes.md}px;
  min-inline-size: ${sizes.md}px;
  padding: ${({ theme }) => theme.space(0, 4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: transparent;
  color: ${({ theme }) => theme.color.text.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.duration.short};

  &:hover:not([data-disabled]) {
    background: ${({ theme }) => theme.color.hover};
  }
  &[data-state='on'] {
    z-index: 1;
    border-color: ${({ theme }) => theme.color.primary.outline};
    background: ${({ theme }) => theme.color.primary.tonal};
    color: ${({ theme }) => theme.color.primary.text};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
  &[data-size='sm'] {
    min-block-size: ${sizes.sm}px;
    min-inline-size: ${sizes.sm}px;
    padding-inline: ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.typography.body2.fontSize};
  }
  &[data-size='lg'] {
    min-block-size: ${sizes.lg}px;
    min-inline-size: ${sizes.lg}px;
    padding-inline: ${({ theme }) => theme.space(5)};
  }
  svg {
    flex-shrink: 0;
  }
`;
