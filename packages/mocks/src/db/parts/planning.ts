import { seedPart } from '../seed-part.ts';
import { seedCalendarEvents } from '../seed/calendar.ts';
import { seedKanban } from '../seed/kanban.ts';

export const calendarSeed = seedPart(['calendarEvents'], ({ now }) => ({
  calendarEvents: seedCalendarEvents(now),
}));

export const kanbanSeed = seedPart(['kanban'], ({ now }) => ({ kanban: seedKanban(now) }));
