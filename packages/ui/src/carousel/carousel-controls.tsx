import {
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { IconButton } from '../icon-button/icon-button.tsx';
import { CarouselControls as ControlsRoot, CarouselDot, CarouselDots } from './carousel.styles.ts';

export interface CarouselControlsProps {
  selected: number;
  snapCount: number;
  canPrev: boolean;
  canNext: boolean;
  showArrows: boolean;
  showDots: boolean;
  /** Present only when the carousel autoplays: the user's play/pause choice. */
  playing?: boolean;
  onTogglePlay: () => void;
  onPrev: () => void;
  onNext: () => void;
  onSelect: (index: number) => void;
}

/**
 * The rotation button, previous/next arrows and one dot per position. Dots use a roving tab
 * stop, like tabs: one Tab reaches the current dot and arrow keys (handled by the carousel) move.
 */
export function CarouselControls({
  selected,
  snapCount,
  canPrev,
  canNext,
  showArrows,
  showDots,
  playing,
  onTogglePlay,
  onPrev,
  onNext,
  onSelect,
}: CarouselControlsProps) {
  const { t } = useTranslation('ui');
  if (snapCount < 2 && playing === undefined) return null;
  const arrows = [
    { name: 'previous', Icon: IconChevronLeft, enabled: canPrev, onClick: onPrev },
    { name: 'next', Icon: IconChevronRight, enabled: canNext, onClick: onNext },
  ] as const;
  return (
    <ControlsRoot>
      {playing !== undefined && (
        <IconButton
          label={playing ? t('carousel.pause') : t('carousel.play')}
          size="sm"
          variant="tonal"
          shape="round"
          data-testid="carousel-rotation"
          onClick={onTogglePlay}
        >
          {playing ? <IconPlayerPauseFilled size={16} /> : <IconPlayerPlayFilled size={16} />}
        </IconButton>
      )}
      {showDots && snapCount > 1 ? (
        <CarouselDots role="group" aria-label={t('carousel.choose')}>
          {Array.from({ length: snapCount }, (_, index) => (
            <CarouselDot
              key={index}
              type="button"
              aria-label={t('carousel.goTo', { index: index + 1 })}
              aria-current={index === selected || undefined}
              tabIndex={index === selected ? 0 : -1}
              data-carousel-dot=""
              data-testid="carousel-dot"
              onClick={() => onSelect(index)}
            />
          ))}
        </CarouselDots>
      ) : (
        <CarouselDots />
      )}
      {showArrows &&
        snapCount > 1 &&
        arrows.map(({ name, Icon, enabled, onClick }) => (
          <IconButton
            key={name}
            label={t(`carousel.${name}`)}
            size="sm"
            variant="outlined"
            shape="round"
            disabled={!enabled}
            data-testid={`carousel-${name}`}
            onClick={onClick}
          >
            <Icon size={18} className="at-mirror-rtl" />
          </IconButton>
        ))}
    </ControlsRoot>
  );
}
