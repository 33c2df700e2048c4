import {
  IconCalendarEvent,
  IconCalendarExclamation,
  IconMessageCircle,
  IconPaperclip,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

import type { KanbanItem } from '@atrium/mocks/types';
import { Icon, Stack, Typography, VisuallyHidden, type TypographyColor } from '@atrium/ui';

import { useCardKit } from './card-kit.tsx';
import { isOverdue } from './due-date.ts';

/** One fact of the card: an icon and a short text, after words for screen readers saying what it is. */
function Fact({
  icon,
  shown,
  spoken,
  color = 'secondary',
  testId,
}: {
  icon: typeof IconPaperclip;
  shown: ReactNode;
  spoken: string;
  color?: TypographyColor;
  testId: string;
}) {
  return (
    <Typography as="span" variant="body2" color={color} nowrap data-testid={testId}>
      <Stack as="span" direction="row" align="center" gap={1}>
        <Icon icon={icon} size="sm" />
        <VisuallyHidden>{`${spoken} `}</VisuallyHidden>
        <span>{shown}</span>
      </Stack>
    </Typography>
  );
}

/**
 * The due date (error colour and "overdue" when past, against the kit's today), then the attachment
 * and comment counts. Counts of zero are left out, as the due date is when there is none.
 */
export function CardFacts({ item }: { item: KanbanItem }) {
  const { t, format, today } = useCardKit();
  const late = isOverdue(item.dueDate, today);
  const date = item.dueDate ? format.date(item.dueDate) : '';
  return (
    <Stack direction="row" align="center" gap={3} wrap>
      {date && (
        <Fact
          // Not by colour alone: a late date has its own icon too.
          icon={late ? IconCalendarExclamation : IconCalendarEvent}
          shown={date}
          spoken={t(late ? 'item.card.overdue' : 'item.card.due')}
          color={late ? 'error' : 'secondary'}
          testId={late ? 'kanban-card-overdue' : 'kanban-card-due'}
        />
      )}
      {item.attachments > 0 && (
        <Fact
          icon={IconPaperclip}
          shown={format.number(item.attachments)}
          spoken={t('item.card.attachments')}
          testId="kanban-card-attachments"
        />
      )}
      {item.commentsCount > 0 && (
        <Fact
          icon={IconMessageCircle}
          shown={format.number(item.commentsCount)}
          spoken={t('item.card.comments')}
          testId="kanban-card-comments"
        />
      )}
    </Stack>
  );
}
