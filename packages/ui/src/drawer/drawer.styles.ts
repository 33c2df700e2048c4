import * as DialogPrimitive from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';

import { backdrop, typeScale } from '../theme/mixins.ts';

export type DrawerSize = 'sm' | 'md' | 'lg';

const widths: Record<DrawerSize, number> = { sm: 320, md: 420, lg: 640 };

const slideIn = keyframes`from { transform: translateX(var(--drawer-from)); }`;

export const DrawerOverlay = styled(DialogPrimitive.Overlay)`
  ${backdrop('drawer')}
`;

export const DrawerContent = styled(DialogPrimitive.Content)`
  position: fixed;
  inset-block: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  display: flex;
  flex-direction: column;
  inline-size: ${widths.md}px;
  max-inline-size: 100vw;
  background: ${({ theme }) => theme.color.paper};
  color: ${({ theme }) => theme.color.text.primary};
  box-shadow: ${({ theme }) => theme.surface.overlayShadow};
  outline: none;

  /* Logical sides: start is the left edge in LTR and the right edge in RTL. */
  &[data-side='start'] {
    inset-inline-start: 0;
    border-inline-end: ${({ theme }) => theme.surface.border};
    --drawer-from: -100%;
  }
  &[data-side='end'] {
    inset-inline-end: 0;
    border-inline-start: ${({ theme }) => theme.surface.border};
    --drawer-from: 100%;
  }
  [dir='rtl'] &[data-side='start'] {
    --drawer-from: 100%;
  }
  [dir='rtl'] &[data-side='end'] {
    --drawer-from: -100%;
  }
  &[data-size='sm'] {
    inline-size: ${widths.sm}px;
  }
  &[data-size='lg'] {
    inline-size: ${widths.lg}px;
  }
  &[data-state='open'] {
    animation: ${slideIn} ${({ theme }) => theme.motion.duration.standard}
      ${({ theme }) => theme.motion.easing.decelerate};
  }
`;

export const DrawerHeader = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5, 6)};
  border-block-end: 1px solid ${({ theme }) => theme.color.divider};
`;

export const DrawerHeading = styled.div`
  flex: 1;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-inline-size: 0;
`;

export const DrawerTitle = styled(DialogPrimitive.Title)`
  margin: 0;
  ${typeScale('h5', true)}
`;

export const DrawerDescription = styled(DialogPrimitive.Description)`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.body2.fontSize};
`;

export const DrawerBody = styled.div`
  flex: 1;
  min-block-size: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(5, 6)};
`;

export const DrawerFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4, 6)};
  border-block-start: 1px solid ${({ theme }) => theme.color.divider};
`;
