import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';

import { calendarHandlers } from '@atrium/mocks';

import { readIcs } from '../ics/ics-reader.ts';
import { withMaxWidth } from '../../test/story-layout.tsx';
import { CalendarIcsActions } from './calendar-ics-actions.tsx';
import { PREVIEW_EVENTS } from './ics-event-preview.tsx';
import { MAX_ICS_BYTES, type IcsFileError } from './import-state.ts';
import {
  goodIcs,
  goodTitles,
  icsFile,
  LONG_EVENTS,
  icsWithProblems,
  longIcs,
  noEventsIcs,
  notIcs,
  partlyRefusedIcs,
  PROBLEM_COUNT,
} from './test/ics-files.ts';
import {
  confirmImport,
  downloads,
  importDialog,
  pick,
  recordDownloads,
  storedEvents,
  toastOf,
} from './test/ics-story-kit.ts';

const meta = {
  title: 'Features/Calendar/IcsActions',
  component: CalendarIcsActions,
  args: { calendars: ['Business', 'Holiday', 'Personal', 'Family', 'ETC'] },
  parameters: { layout: 'padded' },
  decorators: [withMaxWidth(320)],
} satisfies Meta<typeof CalendarIcsActions>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Story parameters whose calendar calls go through `overrides` first. */
const calendarParameters = (...overrides: ReturnType<typeof http.post>[]) => ({
  msw: { handlers: { calendar: [...overrides, ...calendarHandlers] } },
});

/** Both actions, reached by Tab in reading order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByTestId('ics-export')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByTestId('ics-import')).toHaveFocus();
  },
};

/** Export: the checked calendars' events, every one of them, in the downloaded file. */
export const ExportDownloadsTheEvents: Story = {
  args: { calendars: ['Business', 'Family'] },
  beforeEach: recordDownloads,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('ics-export'));
    const toast = await toastOf('success');
    const stored = await storedEvents(args.calendars);
    await expect(stored.length).toBeGreaterThan(2);
    await expect(toast).toHaveTextContent(String(stored.length));
    await expect(downloads.names).toEqual(['atrium-calendar.ics']);
    const [blob] = downloads.blobs;
    await expect(blob?.type).toBe('text/calendar;charset=utf-8');
    const text = (await blob?.text()) ?? '';
    await expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    const exported = readIcs(text).events;
    await expect(exported.map((event) => event.title)).toEqual(stored.map((event) => event.title));
    await expect(exported.map((event) => event.start)).toEqual(stored.map((event) => event.start));
  },
};

/** Export with no calendar checked: no file, a toast says there was nothing to export. */
export const ExportNothing: Story = {
  args: { calendars: [] },
  beforeEach: recordDownloads,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('ics-export'));
    await toastOf('info');
    await expect(downloads.blobs).toEqual([]);
  },
};

/** Export while the events cannot be loaded: an error toast, no file. */
export const ExportFails: Story = {
  beforeEach: recordDownloads,
  parameters: calendarParameters(
    http.get('*/api/apps/calendar', () =>
      HttpResponse.json({ message: 'Server error' }, { status: 500 }),
    ),
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('ics-export'));
    await toastOf('error');
    await expect(downloads.blobs).toEqual([]);
  },
};

/** A file with readable events and broken lines: the preview counts both, nothing sent yet. */
export const ImportPreviewWithProblems: Story = {
  play: async ({ canvasElement }) => {
    await pick(canvasElement, icsFile(icsWithProblems));
    const dialog = within(await importDialog('preview'));
    const preview = within(dialog.getByTestId('ics-import-preview'));
    await expect(preview.getAllByRole('listitem')).toHaveLength(3);
    const problems = within(dialog.getByTestId('ics-import-problems'));
    await expect(problems.getAllByRole('listitem')).toHaveLength(PROBLEM_COUNT);
    await expect(dialog.getByTestId('ics-import-confirm')).toBeEnabled();
  },
};

/** Long titles and a long file name; the preview names the first events and counts the rest. */
export const ImportPreviewLongTexts: Story = {
  play: async ({ canvasElement }) => {
    await pick(
      canvasElement,
      icsFile(longIcs, 'regional-planning-calendar-export-for-the-northern-sales-region-2026.ics'),
    );
    const dialog = within(await importDialog('preview'));
    const preview = within(dialog.getByTestId('ics-import-preview'));
    await expect(preview.getAllByRole('listitem')).toHaveLength(PREVIEW_EVENTS);
    await expect(dialog.getByTestId('ics-import-more')).toHaveTextContent(
      String(LONG_EVENTS - PREVIEW_EVENTS),
    );
  },
};

/**
 * A file refused as `error` (the `ics.errors` key): its error in an alert, no confirm button, and
 * the fake API holds no more events than before.
 */
const refusedFile = (file: () => File, error: IcsFileError): Story => ({
  play: async ({ canvasElement }) => {
    const before = await storedEvents(meta.args.calendars);
    await pick(canvasElement, file());
    const dialog = within(await importDialog('invalid'));
    const alert = dialog.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).toHaveAttribute('data-error', error);
    await expect(dialog.queryByTestId('ics-import-confirm')).toBeNull();
    await expect(await storedEvents(meta.args.calendars)).toHaveLength(before.length);
  },
});

/** A spreadsheet saved as .ics: a clear error, nothing created. */
export const BadFile: Story = refusedFile(() => icsFile(notIcs, 'contacts.ics'), 'notCalendar');

/** An empty file (0 bytes): said so, nothing created. */
export const EmptyFile: Story = refusedFile(() => icsFile('', 'empty.ics'), 'empty');

/** A file over the size read at most: refused before reading it, nothing created. */
export const TooLargeFile: Story = refusedFile(
  () => new File([new Uint8Array(MAX_ICS_BYTES + 1)], 'archive.ics', { type: 'text/calendar' }),
  'tooLarge',
);

/** A calendar with no event in it: said so, nothing created. */
export const NoEventsFile: Story = refusedFile(() => icsFile(noEventsIcs), 'noEvents');

/** Importing: the first POST has not answered yet, the progress shows 0 of 3 and Stop. */
export const Importing: Story = {
  parameters: calendarParameters(
    http.post('*/api/apps/calendar', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
  play: async ({ canvasElement }) => {
    await pick(canvasElement, icsFile(goodIcs));
    await confirmImport();
    const dialog = within(await importDialog('importing'));
    await expect(dialog.getByRole('progressbar')).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveTextContent(String(goodTitles.length));
  },
};

/** Import: each event created through the fake API, a toast and the dialog sum it up. */
export const ImportDone: Story = {
  play: async ({ canvasElement }) => {
    await pick(canvasElement, icsFile(goodIcs));
    await confirmImport();
    const dialog = within(await importDialog('done'));
    await expect(dialog.queryByTestId('ics-import-failures')).toBeNull();
    await expect(await toastOf('success')).toHaveTextContent(String(goodTitles.length));
    const titles = (await storedEvents(meta.args.calendars)).map((event) => event.title);
    await expect(titles.slice(-goodTitles.length)).toEqual(goodTitles);
  },
};

/** The fake API refuses one event (its title is too long): the others are created, it is named. */
export const ImportDonePartly: Story = {
  play: async ({ canvasElement }) => {
    const before = await storedEvents(meta.args.calendars);
    await pick(canvasElement, icsFile(partlyRefusedIcs));
    await confirmImport();
    const dialog = within(await importDialog('done'));
    const failures = within(dialog.getByTestId('ics-import-failures'));
    await expect(failures.getAllByRole('listitem')).toHaveLength(1);
    await toastOf('warning');
    await expect(await storedEvents(meta.args.calendars)).toHaveLength(before.length + 2);
  },
};
