import '../calendar-theme.css';

import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Checkbox, Stack, Typography } from '@atrium/ui';

import { CALENDAR_COLORS, CALENDARS } from '../calendar-colors.ts';
import type { CalendarsFilter } from './use-calendars-filter.ts';

/**
 * The five calendars as checkboxes in their colours, and "View all" (mixed while some are
 * checked). The selection is the URL's; the events query follows it.
 */
export function CalendarFilters({ selected, toggle, setAll }: CalendarsFilter) {
  const { t } = useTranslation('calendar');
  const headingId = useId();
  const all = selected.length === CALENDARS.length;
  return (
    <Stack gap={2} role="group" aria-labelledby={headingId} data-testid="calendar-filters">
      <Typography variant="overline" as="h3" color="secondary" id={headingId}>
        {t('sidebar.filters')}
      </Typography>
      <Checkbox
        label={t('sidebar.viewAll')}
        checked={all ? true : selected.length === 0 ? false : 'indeterminate'}
        onCheckedChange={({ checked }) => setAll(checked === true)}
        data-testid="calendar-filter-all"
      />
      {CALENDARS.map((calendar) => (
        <div
          key={calendar}
          className="atrium-calendar-filter"
          data-color={CALENDAR_COLORS[calendar]}
        >
          <Checkbox
            label={t(`common.calendars.${calendar}`)}
            checked={selected.includes(calendar)}
            onCheckedChange={({ checked }) => toggle(calendar, checked === true)}
            data-calendar={calendar}
          />
        </div>
      ))}
    </Stack>
  );
}
