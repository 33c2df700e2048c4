import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { Button, Divider, Stack } from '@atrium/ui';

import { CalendarIcsActions } from '../import-export/calendar-ics-actions.tsx';
import { CalendarFilters } from './calendar-filters.tsx';
import { MiniCalendar } from './mini-calendar.tsx';
import type { CalendarsFilter } from './use-calendars-filter.ts';

export interface SidePaneProps {
  filter: CalendarsFilter;
  /** The day the main calendar is on. */
  date: Date;
  /** A day picked in the month: the main calendar goes there. */
  onPickDate: (date: Date) => void;
  /** "Add event": the drawer opens on the day shown. */
  onAdd: () => void;
}

/** The calendar's side pane: "Add event", the month, the calendars to show, and their .ics export and import. */
export function SidePane({ filter, date, onPickDate, onAdd }: SidePaneProps) {
  const { t } = useTranslation('calendar');
  return (
    <Stack gap={5} data-testid="calendar-side-pane">
      <Button
        startIcon={<IconPlus size={18} aria-hidden />}
        onClick={onAdd}
        fullWidth
        data-testid="calendar-add"
      >
        {t('sidebar.addEvent')}
      </Button>
      <MiniCalendar date={date} onPick={onPickDate} />
      <Divider />
      <CalendarFilters {...filter} />
      <Divider />
      <CalendarIcsActions calendars={filter.selected} />
    </Stack>
  );
}
