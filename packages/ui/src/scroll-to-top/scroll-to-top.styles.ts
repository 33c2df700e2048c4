import styled from 'styled-components';

export const FloatingButton = styled.button`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space(8)};
  inset-inline-end: ${({ theme }) => theme.space(8)};
  z-index: ${({ theme }) => theme.zIndex.sticky};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 42px;
  block-size: 42px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary.solid};
  color: ${({ theme }) => theme.color.primary.contrast};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  cursor: pointer;
  transition:
    opacity ${({ theme }) => theme.motion.duration.standard},
    transform ${({ theme }) => theme.motion.duration.standard};

  &:hover {
    background: ${({ theme }) => theme.color.primary.solidHover};
  }
  &[data-visible='false'] {
    opacity: 0;
    transform: translateY(16px);
    pointer-events: none;
  }
`;
