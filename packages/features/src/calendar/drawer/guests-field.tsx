import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import { useWatch } from 'react-hook-form';

import { Avatar, AvatarGroup, Stack } from '@atrium/ui';

import { MultiSelectField } from '../../shared/bound-fields.tsx';
import { useGetTeamQuery } from '../../shared/index.ts';
import type { EventFormValues } from './event-schema.ts';

/**
 * The guests, picked from the staff (GET /api/apps/team), with the chosen people's avatars under
 * the field. A guest no longer on the team stays chosen (an old event keeps its guests).
 */
export function GuestsField({ control }: { control: Control<EventFormValues> }) {
  const { t } = useTranslation('calendar');
  const team = useGetTeamQuery();
  const chosen = useWatch({ control, name: 'guests' });
  const people = team.data ?? [];
  const names = new Set(people.map((person) => person.name));
  const options = [
    ...people.map((person) => ({ value: person.name, label: person.name })),
    ...chosen.filter((name) => !names.has(name)).map((name) => ({ value: name, label: name })),
  ];
  return (
    <Stack gap={2}>
      <MultiSelectField
        control={control}
        name="guests"
        label={t('drawer.guests')}
        placeholder={t(
          team.isError
            ? 'drawer.guestsUnavailable'
            : team.isLoading
              ? 'drawer.guestsLoading'
              : 'drawer.guestsPlaceholder',
        )}
        options={options}
        // Until the team is in, the list would open empty: say it is on its way.
        aria-busy={team.isLoading || undefined}
        data-field="guests"
      />
      {chosen.length > 0 && (
        <AvatarGroup
          max={6}
          size="sm"
          aria-label={t('drawer.guestsChosen', { count: chosen.length })}
        >
          {chosen.map((name) => (
            <Avatar key={name} name={name} src={people.find((p) => p.name === name)?.img} />
          ))}
        </AvatarGroup>
      )}
    </Stack>
  );
}
