import styled from 'styled-components';

import { responsive, type Responsive } from '../grid/grid.styles.ts';

export const CarouselRoot = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-inline-size: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  outline: none;
  &:focus-visible {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.color.focus};
  }
`;

export const CarouselViewport = styled.div`
  overflow: hidden;
  min-inline-size: 0;
  /* Room for the slides' shadows, which overflow: hidden would clip. */
  padding-block: ${({ theme }) => theme.space(1, 2)};
  margin-block: ${({ theme }) => theme.space(-1, -2)};
`;

export interface CarouselContainerProps {
  $perView: Responsive<number>;
  $gap: number;
}

export const CarouselContainer = styled.div<CarouselContainerProps>`
  display: flex;
  /* Embla moves the track itself; the browser keeps vertical scrolling and pinch zoom. */
  touch-action: pan-y pinch-zoom;
  margin-inline-start: ${({ theme, $gap }) => theme.space(-$gap)};
  ${({ $perView, theme }) => responsive($perView, (n) => `--carousel-per-view: ${n};`)({ theme })}
  > * {
    flex: 0 0 calc(100% / var(--carousel-per-view, 1));
    min-inline-size: 0;
    padding-inline-start: ${({ theme, $gap }) => theme.space($gap)};
  }
`;

export const CarouselSlideRoot = styled.div`
  display: flex;
  flex-direction: column;
  > * {
    flex: 1 1 auto;
  }
`;

export const CarouselControls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export const CarouselDots = styled.div`
  flex: 1;
  display: flex;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(0.5)};
`;

/** A 24 px target around an 8 px dot: easy to hit without looking heavy. */
export const CarouselDot = styled.button`
  display: inline-grid;
  place-items: center;
  inline-size: 24px;
  block-size: 24px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    inline-size: 8px;
    block-size: 8px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.text.disabled};
    transition:
      inline-size ${({ theme }) => theme.motion.duration.short},
      background-color ${({ theme }) => theme.motion.duration.short};
  }
  &:hover::before {
    background: ${({ theme }) => theme.color.text.secondary};
  }
  &[aria-current='true']::before {
    inline-size: 20px;
    background: ${({ theme }) => theme.color.primary.main};
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${({ theme }) => theme.color.focus};
  }
`;
