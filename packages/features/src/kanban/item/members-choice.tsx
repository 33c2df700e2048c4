import { useTranslation } from 'react-i18next';

import type { KanbanMember } from '@atrium/mocks/types';
import { Avatar, Skeleton, Stack, Typography } from '@atrium/ui';

import { QueryState, useGetTeamQuery } from '../../shared/index.ts';
import { ChipChoice } from './chip-choice.tsx';

export interface MembersChoiceProps {
  /** The item's members as saved: kept on offer even when the team no longer lists them. */
  current: readonly KanbanMember[];
  /** The chosen names. */
  value: readonly string[];
  onChange: (names: string[]) => void;
}

const placeholder = (
  <Stack direction="row" gap={2} wrap aria-hidden>
    {[0, 1, 2, 3].map((i) => (
      <Skeleton key={i} variant="rounded" width={120} height={32} />
    ))}
  </Stack>
);

/** The card's members, picked among the team (`GET /api/apps/team`), each chip with its face. */
export function MembersChoice({ current, value, onChange }: MembersChoiceProps) {
  const { t } = useTranslation('kanban');
  const team = useGetTeamQuery();
  const loadingPlaceholder = (
    <Stack gap={2}>
      <Typography variant="body2" weight="medium">
        {t('item.form.members')}
      </Typography>
      {placeholder}
    </Stack>
  );
  return (
    <QueryState
      query={team}
      placeholder={loadingPlaceholder}
      errorText={t('item.form.teamError')}
      retryLabel={t('item.form.retry')}
      size="sm"
    >
      {(people) => {
        const known = new Set(people.map((p) => p.name));
        const options = [...people, ...current.filter((m) => !known.has(m.name))].map((m) => ({
          value: m.name,
          label: m.name,
          // The face hides the check a chosen chip shows: the primary tint tells chosen ones apart.
          color: 'primary' as const,
          avatar: <Avatar src={m.img} name={m.name} alt="" size="xs" />,
        }));
        return (
          <ChipChoice
            legend={t('item.form.members')}
            options={options}
            value={value}
            onChange={onChange}
            testId="kanban-item-members"
          />
        );
      }}
    </QueryState>
  );
}
