import * as DialogPrimitive from '@radix-ui/react-dialog';
import styled, { keyframes } from 'styled-components';

import { backdrop, overlaySurface, typeScale } from '../theme/mixins.ts';

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

const widths: Record<DialogSize, number> = { sm: 400, md: 560, lg: 800, xl: 1140 };

const popIn = keyframes`from { opacity: 0; transform: translateY(8px) scale(0.98); }`;

export const DialogOverlay = styled(DialogPrimitive.Overlay)`
  ${backdrop('modal')}
`;

export const DialogContent = styled(DialogPrimitive.Content)`
  /* inset + auto margins centre the box without a transform, the same in both directions. */
  position: fixed;
  inset: 0;
  margin: auto;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  flex-direction: column;
  block-size: fit-content;
  max-block-size: calc(100dvh - ${({ theme }) => theme.space(16)});
  inline-size: calc(100vw - ${({ theme }) => theme.space(8)});
  max-inline-size: ${widths.md}px;
  ${overlaySurface('lg')}
  outline: none;

  &[data-size='sm'] {
    max-inline-size: ${widths.sm}px;
  }
  &[data-size='lg'] {
    max-inline-size: ${widths.lg}px;
  }
  &[data-size='xl'] {
    max-inline-size: ${widths.xl}px;
  }
  &[data-state='open'] {
    animation: ${popIn} ${({ theme }) => theme.motion.duration.standard}
      ${({ theme }) => theme.motion.easing.decelerate};
  }

  /* Phones get the whole screen: a centred box would leave no room for the content. */
  ${({ theme }) => theme.media.down('sm')} {
    &&& {
      inline-size: 100%;
      max-inline-size: none;
      block-size: 100%;
      max-block-size: none;
      border-radius: 0;
      border: none;
    }
  }
`;

export const DialogTitle = styled(DialogPrimitive.Title)`
  flex: none;
  margin: 0;
  padding: ${({ theme }) => theme.space(6, 6, 2)};
  /* Keeps clear of the close button. */
  padding-inline-end: ${({ theme }) => theme.space(14)};
  ${typeScale('h5', true)}
`;

export const DialogDescription = styled(DialogPrimitive.Description)`
  flex: none;
  margin: 0;
  padding: ${({ theme }) => theme.space(0, 6, 2)};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.typography.body1.fontSize};
`;

export const DialogBody = styled.div`
  flex: 1 1 auto;
  min-block-size: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(2, 6)};

  /* Rules appear only while content scrolls under the fixed title and actions. */
  &[data-scrollable] {
    border-block: 1px solid ${({ theme }) => theme.color.divider};
  }
`;

export const DialogActions = styled.div`
  flex: none;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4, 6, 6)};
`;

export const DialogCloseSlot = styled.div`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space(4)};
  inset-inline-end: ${({ theme }) => theme.space(4)};
`;
