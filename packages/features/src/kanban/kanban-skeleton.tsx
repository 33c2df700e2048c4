import { useTranslation } from 'react-i18next';

import { Card, Lanes, Skeleton, Stack } from '@atrium/ui';

const cardsPerBoard = [2, 3, 3];

/** Three boards of placeholder cards, the shape the loaded page takes. */
export function KanbanSkeleton() {
  const { t } = useTranslation('kanban');
  return (
    <Skeleton.Group label={t('page.loading')} data-testid="kanban-skeleton">
      <Lanes>
        {cardsPerBoard.map((cards, board) => (
          <Stack key={board} gap={4} inlineSize={280} shrink={false}>
            <Skeleton variant="text" width="60%" height={28} />
            {Array.from({ length: cards }, (_, card) => (
              <Card key={card}>
                <Card.Content>
                  <Skeleton variant="text" lines={2} />
                </Card.Content>
              </Card>
            ))}
          </Stack>
        ))}
      </Lanes>
    </Skeleton.Group>
  );
}
