import type { CalendarController } from '@fullcalendar/react';
import { IconChevronLeft, IconChevronRight, IconMenu2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { Button, ButtonGroup, IconButton, Stack, Typography } from '@atrium/ui';

import type { ViewKind } from '../keyboard/event-keys.ts';
import { VIEW_KINDS, VIEW_TYPES, viewKindOf } from './calendar-views.ts';

export interface CalendarToolbarProps {
  controller: CalendarController;
  /** Narrow screens: the side pane is a drawer, opened from here. */
  onOpenSidebar?: (() => void) | undefined;
}

const isView = (value: string): value is ViewKind => (VIEW_KINDS as string[]).includes(value);

/**
 * Previous / next / today, the dates on show (FullCalendar's title, in the language) and the
 * view switch. The controller re-renders the page whenever the dates or the view change.
 */
export function CalendarToolbar({ controller, onOpenSidebar }: CalendarToolbarProps) {
  const { t } = useTranslation('calendar');
  const view = viewKindOf(controller.view?.type ?? '');
  return (
    <Stack direction="row" wrap justify="between" align="center" gap={3}>
      <Stack direction="row" align="center" gap={1}>
        {onOpenSidebar && (
          <IconButton
            label={t('page.openSidebar')}
            onClick={onOpenSidebar}
            data-testid="calendar-open-sidebar"
          >
            <IconMenu2 size={20} aria-hidden />
          </IconButton>
        )}
        <IconButton
          label={t('page.previous')}
          onClick={() => controller.prev()}
          data-testid="calendar-prev"
        >
          <IconChevronLeft size={20} className="at-mirror-rtl" aria-hidden />
        </IconButton>
        <IconButton
          label={t('page.next')}
          onClick={() => controller.next()}
          data-testid="calendar-next"
        >
          <IconChevronRight size={20} className="at-mirror-rtl" aria-hidden />
        </IconButton>
        <Button
          variant="outlined"
          size="sm"
          onClick={() => controller.today()}
          data-testid="calendar-today"
        >
          {t('page.today')}
        </Button>
        <Typography variant="h5" as="h2" aria-live="polite" data-testid="calendar-title">
          {controller.view?.title ?? ''}
        </Typography>
      </Stack>
      <ButtonGroup.Toggle
        type="single"
        size="sm"
        value={view}
        onValueChange={(next) => {
          if (isView(next)) controller.changeView(VIEW_TYPES[next]);
        }}
        aria-label={t('page.views.label')}
      >
        {VIEW_KINDS.map((kind) => (
          <ButtonGroup.ToggleItem key={kind} value={kind} data-view={kind}>
            {t(`page.views.${kind}`)}
          </ButtonGroup.ToggleItem>
        ))}
      </ButtonGroup.Toggle>
    </Stack>
  );
}
