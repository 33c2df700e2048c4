import { forwardRef, memo, type HTMLAttributes, type KeyboardEvent, type MouseEvent } from 'react';

import type { KanbanItem } from '@atrium/mocks/types';
import { Avatar, AvatarGroup, Card, Stack, Typography, VisuallyHidden } from '@atrium/ui';

import { CardFacts } from './card-facts.tsx';
import { useCardKit } from './card-kit.tsx';
import { LabelChips } from './label-chips.tsx';
import { sameItem } from './same-item.ts';

export interface KanbanCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The item the card shows. */
  item: KanbanItem;
  /** Called with the item's id on a click, Enter or Space (keep it stable: the card is memoised). */
  onOpen: (id: number) => void;
}

/** Avatars drawn before the "+N" counter: a card 260 px wide keeps them on one line with the facts. */
const MAX_AVATARS = 3;

/**
 * A kanban item as a card: cover image, labels, title, due date (in the error colour and said
 * "overdue" when past), attachment and comment counts, member avatars. The whole card is one
 * button-like element; its other props (role, tabIndex, drag handlers, data attributes) and its
 * ref go on that element, so a drag wrapper can take it over. A keydown handler passed in runs
 * first and may `preventDefault()` to keep a key (Space to lift the card) from opening it.
 */
const KanbanCardBase = forwardRef<HTMLDivElement, KanbanCardProps>(function KanbanCard(
  { item, onOpen, onClick, onKeyDown, ...rest },
  ref,
) {
  const { t } = useCardKit();
  const open = (event: MouseEvent<HTMLDivElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) onOpen(item.id);
  };
  const openByKey = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(item.id);
    }
  };
  // The card is named by its content, title first, so every visible text is in its name (axe's
  // label-content-name-mismatch) and a screen reader says the title before the rest; hidden
  // words ("Labels:", "Due") say what each part is.
  return (
    <Card
      ref={ref}
      role="button"
      tabIndex={0}
      data-testid="kanban-card"
      data-item-id={item.id}
      {...rest}
      onClick={open}
      onKeyDown={openByKey}
    >
      {item.image && (
        // Decorative: the title names the card. Lazy, since a board may hold hundreds of cards.
        <Card.Media src={item.image} alt="" height={120} loading="lazy" />
      )}
      <Stack padding={4} gap={3}>
        <Typography variant="body1" weight="medium" data-testid="kanban-card-title">
          {item.title}
        </Typography>
        {item.labels.length > 0 && <LabelChips labels={item.labels} />}
        <Stack direction="row" align="center" justify="between" gap={2} wrap>
          <CardFacts item={item} />
          {item.members.length > 0 && (
            <span>
              <VisuallyHidden>{`${t('item.card.members')} `}</VisuallyHidden>
              <AvatarGroup size="sm" max={MAX_AVATARS}>
                {item.members.map((member) => (
                  <Avatar key={member.name} src={member.img} name={member.name} />
                ))}
              </AvatarGroup>
            </span>
          )}
        </Stack>
      </Stack>
    </Card>
  );
});

/**
 * Whether a card would draw the same: the item compared by content, not identity (the board state
 * comes back whole from every call, SPEC §7, so a move hands every card a new but equal item), and
 * every other prop (handlers, drag attributes) by identity.
 */
export function sameCardProps(before: KanbanCardProps, after: KanbanCardProps): boolean {
  const { item: a, ...restBefore } = before;
  const { item: b, ...restAfter } = after;
  if (!sameItem(a, b)) return false;
  const keys = new Set([...Object.keys(restBefore), ...Object.keys(restAfter)]);
  return [...keys].every(
    (key) =>
      (restBefore as Record<string, unknown>)[key] === (restAfter as Record<string, unknown>)[key],
  );
}

/** Memoised with `sameCardProps`: only the cards whose item changed redraw after a move. */
export const KanbanCard = memo(KanbanCardBase, sameCardProps);
