export type CalendarCategory = 'Business' | 'Holiday' | 'Personal' | 'Family' | 'ETC';

export interface CalendarEvent {
  id: number;
  url: string;
  title: string;
  /** ISO date-time. */
  start: string;
  /** ISO date-time. */
  end: string;
  allDay: boolean;
  extendedProps: {
    calendar: CalendarCategory;
    location?: string;
    description?: string;
    guests?: string[];
  };
}

/** Body of POST /api/apps/calendar; the id is assigned by the API. */
export type CalendarEventInput = Omit<CalendarEvent, 'id'>;
