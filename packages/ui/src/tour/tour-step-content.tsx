import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../button/button.tsx';
import type { TourStep } from './tour.tsx';
import { TourBody, TourFooter, TourProgress, TourTitle } from './tour.styles.ts';

export interface TourStepContentProps {
  step: TourStep;
  index: number;
  total: number;
  nextRef: RefObject<HTMLButtonElement | null>;
  onSkip: () => void;
  onBack: () => void;
  onNext: () => void;
}

/**
 * What the card shows for one step. Back stays rendered (disabled on the first step) so focus on
 * it is never lost, and Next turns into Done on the last step in the same element.
 */
export function TourStepContent({
  step,
  index,
  total,
  nextRef,
  onSkip,
  onBack,
  onNext,
}: TourStepContentProps) {
  const { t } = useTranslation('ui');
  return (
    <>
      {/* Focus stays on the buttons while steps change, so the new title is announced. */}
      <div aria-live="polite">
        <TourProgress data-testid="tour-progress">
          {t('tour.progress', { current: index + 1, total })}
        </TourProgress>
        <TourTitle>{step.title}</TourTitle>
      </div>
      <TourBody asChild>
        <div>{step.content}</div>
      </TourBody>
      <TourFooter>
        <Button variant="text" color="secondary" size="sm" data-testid="tour-skip" onClick={onSkip}>
          {t('tour.skip')}
        </Button>
        <Button
          variant="outlined"
          color="secondary"
          size="sm"
          disabled={index === 0}
          data-testid="tour-back"
          onClick={onBack}
        >
          {t('tour.back')}
        </Button>
        <Button ref={nextRef} size="sm" data-testid="tour-next" onClick={onNext}>
          {index === total - 1 ? t('tour.done') : t('tour.next')}
        </Button>
      </TourFooter>
    </>
  );
}
