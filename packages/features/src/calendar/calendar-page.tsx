import { useCalendarController } from '@fullcalendar/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Alert, Box, Button, Card, Drawer, ErrorState, Stack } from '@atrium/ui';

import { useBelow } from '../shared/use-media-query.ts';
import { useGetCalendarEventsQuery } from './api/calendar-events.ts';
import { anyEventIn, monthOf } from './calendar-dates.ts';
import { EventDrawer, type EventDrawerTarget } from './drawer/event-drawer.tsx';
import { addDays, type EventSpan, type ViewKind } from './keyboard/event-keys.ts';
import { CalendarSkeleton } from './page/calendar-skeleton.tsx';
import { CalendarToolbar } from './page/calendar-toolbar.tsx';
import { DEFAULT_VIEW } from './page/calendar-views.ts';
import { EventCalendar } from './page/event-calendar.tsx';
import { LiveRegion } from './page/live-region.tsx';
import { useEventChanges } from './page/use-event-changes.ts';
import { SidePane } from './sidebar/side-pane.tsx';
import { useCalendarsFilter } from './sidebar/use-calendars-filter.ts';

const startOfToday = () => {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return today;
};

/**
 * The calendar app (route `calendar`): the side pane (add, month, calendars; a drawer below 900 px)
 * beside FullCalendar and its toolbar, the event drawer, and the keyboard layer's live region.
 */
export function CalendarPage() {
  const { t } = useTranslation('calendar');
  const narrow = useBelow('md');
  const filter = useCalendarsFilter();
  const events = useGetCalendarEventsQuery(filter.selected);
  const controller = useCalendarController();
  // Where the calendar is: kept here so a remount (after an error, say) comes back to it.
  const [shown, setShown] = useState<{ view: ViewKind; date: Date }>(() => ({
    view: DEFAULT_VIEW,
    date: startOfToday(),
  }));
  const [target, setTarget] = useState<{ key: number; target: EventDrawerTarget } | null>(null);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [message, setMessage] = useState({ text: '', key: 0 });
  const announce = (text: string) => setMessage((m) => ({ text, key: m.key + 1 }));
  const changes = useEventChanges(announce);

  const open = (next: EventDrawerTarget) => {
    setSidebarOpen(false);
    setTarget((current) => ({ key: (current?.key ?? 0) + 1, target: next }));
  };
  const create = (span: EventSpan) =>
    open({ kind: 'create', span, calendar: filter.selected[0] ?? 'Business' });
  const edit = (id: number) => {
    const event = events.data?.find((e) => e.id === id);
    if (event) open({ kind: 'edit', event });
  };
  /** "Add event": the drawer opens on the day shown, all day. */
  const addOnShownDay = () =>
    create({ start: shown.date, end: addDays(shown.date, 1), allDay: true });
  const pickDate = (date: Date) => {
    controller.gotoDate(date);
    setSidebarOpen(false);
  };

  const sidePane = (
    <SidePane filter={filter} date={shown.date} onPickDate={pickDate} onAdd={addOnShownDay} />
  );

  // A month drawn with calendars checked and none of their events in it: say so above the grid,
  // which stays for a click on a day (a bare month reads as still loading). Not in the week and
  // day views, where an empty day is common, nor the list, which says so itself.
  const nothingShown =
    shown.view === 'month' &&
    filter.selected.length > 0 &&
    events.data !== undefined &&
    !anyEventIn(events.data, monthOf(shown.date));

  const main = (() => {
    if (events.data === undefined && events.isError)
      return (
        <ErrorState
          message={t('page.error')}
          retryLabel={t('page.retry')}
          retrying={events.isFetching}
          onRetry={() => void events.refetch()}
          data-testid="calendar-error"
        />
      );
    if (events.data === undefined) return <CalendarSkeleton />;
    return (
      <EventCalendar
        events={events.data}
        controller={controller}
        initialView={shown.view}
        initialDate={shown.date}
        onCreate={create}
        onOpen={edit}
        onChange={changes.change}
        onTooShort={changes.tooShort}
        onDatesSet={(view, date) => setShown({ view, date })}
      />
    );
  })();

  return (
    <Card data-testid="calendar-page">
      <Stack direction="row" align="stretch">
        {!narrow && (
          <Box
            as="aside"
            inlineSize={288}
            shrink={false}
            padding={5}
            aria-label={t('sidebar.label')}
          >
            {sidePane}
          </Box>
        )}
        <Box grow minInlineSize={0} padding={narrow ? 3 : 5}>
          <Stack gap={4}>
            {events.data !== undefined && (
              <CalendarToolbar
                controller={controller}
                onOpenSidebar={narrow ? () => setSidebarOpen(true) : undefined}
              />
            )}
            {filter.selected.length === 0 && (
              <Alert
                severity="info"
                title={t('page.noCalendars.title')}
                actions={
                  <Button size="sm" variant="tonal" onClick={() => filter.setAll(true)}>
                    {t('sidebar.viewAll')}
                  </Button>
                }
                data-testid="calendar-none-checked"
              >
                {t('page.noCalendars.message')}
              </Alert>
            )}
            {nothingShown && (
              <Alert
                severity="info"
                title={t('page.noEvents.title')}
                // The side pane's own button is in a drawer on a narrow screen: offer it here.
                actions={
                  <Button size="sm" variant="tonal" onClick={addOnShownDay}>
                    {t('sidebar.addEvent')}
                  </Button>
                }
                data-testid="calendar-no-events"
              >
                {t('page.noEvents.message')}
              </Alert>
            )}
            {main}
          </Stack>
        </Box>
      </Stack>
      {narrow && (
        <Drawer
          side="start"
          size="sm"
          open={sidebarOpen}
          onOpenChange={setSidebarOpen}
          title={t('sidebar.label')}
          data-testid="calendar-sidebar-drawer"
        >
          {sidePane}
        </Drawer>
      )}
      <EventDrawer
        key={target?.key ?? 0}
        target={target?.target ?? null}
        onClose={() => setTarget(null)}
      />
      <LiveRegion message={message} />
    </Card>
  );
}
