import styled from 'styled-components';

import { perColor, typeScale } from '../theme/mixins.ts';

export type AlertSeverity = 'success' | 'info' | 'warning' | 'error';
export type AlertVariant = 'tonal' | 'filled' | 'outlined';

const severities: readonly AlertSeverity[] = ['success', 'info', 'warning', 'error'];

/** Each severity's shades, read by the variants below. */
const severityVars = perColor(
  (c) => ({
    '--alert-text': c.text,
    '--alert-solid': c.solid,
    '--alert-contrast': c.contrast,
    '--alert-tonal': c.tonal,
    '--alert-outline': c.outline,
    '--alert-main': c.main,
  }),
  { attribute: 'data-severity', names: severities },
);

export const AlertRoot = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3, 4)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  ${typeScale('body1')}

  ${severityVars}

  &[data-variant='tonal'] {
    /* The tint sits on the paper colour so the text keeps its contrast on any surface. */
    background:
      linear-gradient(var(--alert-tonal), var(--alert-tonal)), ${({ theme }) => theme.color.paper};
    color: ${({ theme }) => theme.color.text.primary};
  }
  &[data-variant='outlined'] {
    background: ${({ theme }) => theme.color.paper};
    border-color: var(--alert-outline);
    color: ${({ theme }) => theme.color.text.primary};
  }
  &[data-variant='filled'] {
    background: var(--alert-solid);
    color: var(--alert-contrast);
  }
`;

export const AlertIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  padding: ${({ theme }) => theme.space(0.5)};
  border-radius: ${({ theme }) => theme.radius.sm};
  margin-block-start: -1px;

  [data-variant='tonal'] > & {
    background: var(--alert-solid);
    color: var(--alert-contrast);
  }
  [data-variant='outlined'] > & {
    background: var(--alert-tonal);
    color: var(--alert-text);
  }
`;

export const AlertBody = styled.div`
  flex: 1;
  min-inline-size: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
  padding-block: 1px;
`;

export const AlertTitle = styled.div`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  [data-variant='tonal'] &,
  [data-variant='outlined'] & {
    color: var(--alert-text);
  }
`;

export const AlertActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(2)};
`;

export const AlertClose = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  inline-size: 28px;
  block-size: 28px;
  margin-block: -2px;
  margin-inline-end: ${({ theme }) => theme.space(-1)};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.hover};
  }
  [data-variant='filled'] > &:hover {
    background: color-mix(in srgb, var(--alert-contrast) 16%, transparent);
  }
  [data-variant='filled'] > &:focus-visible {
    outline-color: var(--alert-contrast);
  }
`;
