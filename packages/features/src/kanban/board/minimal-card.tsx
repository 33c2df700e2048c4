import { forwardRef, memo, type HTMLAttributes } from 'react';

import type { KanbanItem } from '@atrium/mocks/types';
import { Card, Typography } from '@atrium/ui';

interface MinimalCardProps extends HTMLAttributes<HTMLDivElement> {
  item: KanbanItem;
  onOpen: (id: number) => void;
}

/**
 * Until the item helper's full card lands: the title in a card that opens the item on click or
 * Enter. Takes extra attributes (the drag wrapper's ARIA) like the full card will.
 */
export const MinimalCard = memo(
  forwardRef<HTMLDivElement, MinimalCardProps>(function MinimalCard(
    { item, onOpen, ...rest },
    ref,
  ) {
    return (
      <Card
        ref={ref}
        role="button"
        tabIndex={0}
        onClick={() => onOpen(item.id)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onOpen(item.id);
        }}
        {...rest}
      >
        <Card.Content>
          <Typography variant="body1" weight="medium">
            {item.title}
          </Typography>
        </Card.Content>
      </Card>
    );
  }),
);
