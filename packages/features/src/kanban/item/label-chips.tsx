import { useTranslation } from 'react-i18next';

import { Stack, VisuallyHidden } from '@atrium/ui';

import { TonalChip } from '../../shared/index.ts';
import { useCardKit } from './card-kit.tsx';
import { knownLabel, labelColor } from './kanban-labels.ts';

/** A label's text outside the cards (the item form): as the card kit's `labelName`. */
export function useLabelName() {
  const { t } = useTranslation('kanban');
  return (name: string) => {
    const known = knownLabel(name);
    return known ? t(`item.labelNames.${known.key}`) : name;
  };
}

/** A card's labels as small tonal chips, each in its label's colour. */
export function LabelChips({ labels }: { labels: readonly string[] }) {
  const { t, labelName: nameOf } = useCardKit();
  return (
    <Stack direction="row" gap={1} wrap>
      <VisuallyHidden>{`${t('item.card.labels')} `}</VisuallyHidden>
      {labels.map((label) => (
        <TonalChip key={label} color={labelColor(label)} label={nameOf(label)} />
      ))}
    </Stack>
  );
}
