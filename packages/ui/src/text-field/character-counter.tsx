import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useTranslation } from 'react-i18next';

import { Counter } from './text-field.styles.ts';

export interface CharacterCounterProps {
  /** Characters typed. */
  count: number;
  /** The limit. */
  max: number;
  /** Id so the control can be described by the counter. */
  id?: string;
}

/** "12/100" on screen; a full sentence, announced politely, for screen readers. */
export function CharacterCounter({ count, max, id }: CharacterCounterProps) {
  const { t } = useTranslation('ui');
  return (
    <Counter data-full={count >= max || undefined}>
      <span aria-hidden>
        {count}/{max}
      </span>
      <VisuallyHidden id={id} aria-live="polite">
        {t('textField.counter', { count, max })}
      </VisuallyHidden>
    </Counter>
  );
}
