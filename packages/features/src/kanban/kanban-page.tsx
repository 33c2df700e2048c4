import { IconLayoutKanban } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { EmptyState, PageHeader, Stack } from '@atrium/ui';

import { QueryState } from '../shared/query-state.tsx';
import { useGetKanbanQuery } from './api/kanban-board.ts';
import { AddBoard } from './add-board.tsx';
import { KanbanDnd } from './board/dnd-backend.tsx';
import { KanbanBoards } from './kanban-boards.tsx';
import { KanbanSkeleton } from './kanban-skeleton.tsx';

/** Module-level, so the loading render draws no new placeholder tree. */
const skeleton = <KanbanSkeleton />;

/**
 * The kanban app (route `kanban`): boards side by side, their cards moved by mouse, touch and
 * keyboard and saved optimistically; boards added, renamed, reordered and deleted.
 */
export function KanbanPage() {
  const { t } = useTranslation('kanban');
  const query = useGetKanbanQuery();
  return (
    <KanbanDnd>
      <Stack gap={6}>
        <PageHeader title={t('common.title')} />
        <QueryState
          query={query}
          placeholder={skeleton}
          errorText={t('page.error')}
          retryLabel={t('page.retry')}
        >
          {(data) =>
            data.boards.length === 0 ? (
              <Stack gap={6} align="center">
                <EmptyState
                  icon={<IconLayoutKanban />}
                  title={t('page.emptyTitle')}
                  description={t('page.emptyDescription')}
                />
                <AddBoard titleTaken={() => undefined} />
              </Stack>
            ) : (
              <KanbanBoards data={data} />
            )
          }
        </QueryState>
      </Stack>
    </KanbanDnd>
  );
}
