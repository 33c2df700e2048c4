import * as ToastPrimitive from '@radix-ui/react-toast';
import styled, { css, keyframes } from 'styled-components';

import type { ToastSeverity } from './toast-context.ts';
import { typeScale } from '../theme/mixins.ts';

const slideIn = keyframes`from { opacity: 0; transform: translateY(var(--toast-enter, 12px)); }`;
const fadeOut = keyframes`to { opacity: 0; }`;

export const ToastViewport = styled(ToastPrimitive.Viewport)`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  inline-size: min(400px, calc(100vw - ${({ theme }) => theme.space(8)}));
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  list-style: none;
  outline: none;

  &[data-position^='top'] {
    inset-block-start: 0;
    --toast-enter: -12px;
  }
  &[data-position^='bottom'] {
    inset-block-end: 0;
  }
  &[data-position$='start'] {
    inset-inline-start: 0;
  }
  &[data-position$='end'] {
    inset-inline-end: 0;
  }
  &[data-position$='center'] {
    inset-inline: 0;
    margin-inline: auto;
  }
`;

const accent = (severity: ToastSeverity) => css`
  &[data-severity='${severity}'] {
    --toast-accent: ${({ theme }) => theme.color[severity].main};
    --toast-icon: ${({ theme }) => theme.color[severity].text};
    --toast-icon-bg: ${({ theme }) => theme.color[severity].tonal};
  }
`;

export const ToastRoot = styled(ToastPrimitive.Root)`
  background: ${({ theme }) => theme.color.paper};
  color: ${({ theme }) => theme.color.text.primary};
  border: ${({ theme }) => theme.surface.border};
  border-inline-start: 4px solid var(--toast-accent);
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.surface.overlayShadow};

  ${accent('success')}
  ${accent('info')}
  ${accent('warning')}
  ${accent('error')}

  &[data-state='open'] {
    animation: ${slideIn} ${({ theme }) => theme.motion.duration.standard}
      ${({ theme }) => theme.motion.easing.decelerate};
  }
  &[data-state='closed'] {
    animation: ${fadeOut} ${({ theme }) => theme.motion.duration.short} ease-in;
  }
  &[data-swipe='move'] {
    transform: translate(var(--radix-toast-swipe-move-x), var(--radix-toast-swipe-move-y));
  }
  &[data-swipe='cancel'] {
    transform: translate(0, 0);
    transition: transform ${({ theme }) => theme.motion.duration.short};
  }
  &[data-swipe='end'] {
    animation: ${fadeOut} ${({ theme }) => theme.motion.duration.short} ease-out;
  }
`;

export const ToastLayout = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  padding-inline-start: ${({ theme }) => theme.space(4)};
`;

export const ToastIcon = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.round};
  background: var(--toast-icon-bg);
  color: var(--toast-icon);
`;

export const ToastText = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(0.5)};
  padding-block: ${({ theme }) => theme.space(1)};
  min-inline-size: 0;
`;

export const ToastTitle = styled(ToastPrimitive.Title)`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const ToastDescription = styled(ToastPrimitive.Description)`
  color: ${({ theme }) => theme.color.text.secondary};
  ${typeScale('body2')}
`;

export const ToastControls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
`;
