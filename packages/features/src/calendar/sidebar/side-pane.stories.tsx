import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { patient } from '../../test/story-handlers.ts';
import { withMaxWidth } from '../../test/story-layout.tsx';
import { calendarRouter } from '../test/calendar-story-steps.ts';
import { CalendarFilters } from './calendar-filters.tsx';
import { MiniCalendar } from './mini-calendar.tsx';
import { SidePane } from './side-pane.tsx';
import { useCalendarsFilter } from './use-calendars-filter.ts';

/** The side pane with its filter in the story router's URL, as on the page. */
function SidePaneInUrl({
  onPickDate,
  onAdd,
}: {
  onPickDate: (date: Date) => void;
  onAdd: () => void;
}) {
  const filter = useCalendarsFilter();
  return (
    <>
      <SidePane
        filter={filter}
        date={new Date('2026-03-18T00:00')}
        onPickDate={onPickDate}
        onAdd={onAdd}
      />
      <output data-testid="checked">{filter.selected.join(',')}</output>
    </>
  );
}

function FiltersInUrl() {
  const filter = useCalendarsFilter();
  return (
    <>
      <CalendarFilters {...filter} />
      <output data-testid="checked">{filter.selected.join(',')}</output>
    </>
  );
}

const meta = {
  title: 'Features/Calendar/SidePane',
  component: SidePaneInUrl,
  decorators: [withMaxWidth(288)],
  args: { onPickDate: fn(), onAdd: fn() },
} satisfies Meta<typeof SidePaneInUrl>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Add event, the month of the fixed today, every calendar checked. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('calendar-add'));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** The month grid: a picked day moves the main calendar there. */
export const MiniCalendarPick: Story = {
  render: (args) => <MiniCalendar date={new Date('2026-03-18T00:00')} onPick={args.onPickDate} />,
  play: async ({ args, canvasElement }) => {
    const day = canvasElement.querySelector<HTMLElement>('[data-date="2026-03-24"]');
    if (!day) throw new Error('No 24 March');
    await userEvent.click(day);
    await expect(args.onPickDate).toHaveBeenCalledWith(new Date('2026-03-24T00:00'));
  },
};

/** Unticking "View all" clears every calendar; ticking one checks it alone ("View all" mixed). */
export const Filters: Story = {
  render: () => <FiltersInUrl />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByTestId('calendar-filter-all');
    await userEvent.click(all);
    await waitFor(() => expect(canvas.getByTestId('checked')).toHaveTextContent(''), patient);
    const family = canvasElement.querySelector<HTMLElement>('[data-calendar="Family"]');
    if (!family) throw new Error('No Family checkbox');
    await userEvent.click(family);
    await waitFor(() => expect(canvas.getByTestId('checked')).toHaveTextContent('Family'), patient);
    await expect(all).toHaveAttribute('data-state', 'indeterminate');
  },
};

/** From the keys: Page Down shows the next month without moving the main calendar; Enter picks. */
export const MiniCalendarKeys: Story = {
  render: (args) => <MiniCalendar date={new Date('2026-03-18T00:00')} onPick={args.onPickDate} />,
  play: async ({ args, canvasElement }) => {
    canvasElement.querySelector<HTMLElement>('[data-date="2026-03-18"]')?.focus();
    await userEvent.keyboard('{PageDown}');
    const next = await waitFor(() => {
      const day = canvasElement.querySelector<HTMLElement>('[data-date="2026-04-18"]');
      if (!day) throw new Error('No 18 April');
      return day;
    }, patient);
    await waitFor(() => expect(next).toHaveFocus(), patient);
    await expect(args.onPickDate).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPickDate).toHaveBeenCalledWith(new Date('2026-04-18T00:00'));
  },
};

/** No calendar checked (`?calendars=` in the URL): every box and "View all" unticked. */
export const NoneChecked: Story = {
  parameters: calendarRouter('/apps/calendar?calendars='),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('checked')).toHaveTextContent('');
    await expect(canvas.getByTestId('calendar-filter-all')).toHaveAttribute(
      'data-state',
      'unchecked',
    );
    for (const box of canvasElement.querySelectorAll('[data-calendar]'))
      await expect(box).toHaveAttribute('data-state', 'unchecked');
    await expect(canvas.getByTestId('mini-calendar')).toBeVisible();
  },
};
