import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import type { ToastSeverity } from '@atrium/ui';
import type { CalendarCategory, CalendarEvent } from '@atrium/mocks/types';

import { calendarsQuery } from '../../api/calendar-events.ts';
import { patient } from '../../../test/story-handlers.ts';
import type { ImportState } from '../import-state.ts';

export { patient };

/** The events the fake API holds in `calendars`, as the page would ask for them. */
export async function storedEvents(
  calendars: readonly CalendarCategory[],
): Promise<CalendarEvent[]> {
  const response = await fetch(`/api/apps/calendar?${calendarsQuery(calendars)}`);
  return (await response.json()) as CalendarEvent[];
}

/** Picks `file` in the Import button's file picker. */
export async function pick(canvasElement: HTMLElement, file: File): Promise<void> {
  await userEvent.upload(within(canvasElement).getByTestId('ics-import-input'), file);
}

/** The import dialog once it shows the `kind` screen. */
export async function importDialog(kind: ImportState['kind']): Promise<HTMLElement> {
  const dialog = await screen.findByTestId('ics-import-dialog', {}, patient);
  await waitFor(() => expect(dialog).toHaveAttribute('data-state-kind', kind), patient);
  return dialog;
}

/** The toast of `severity` once it shows (the texts differ by language, the severity does not). */
export function toastOf(severity: ToastSeverity): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = document.querySelector<HTMLElement>(`li[data-severity="${severity}"]`);
    if (!toast) throw new Error(`No ${severity} toast yet`);
    return toast;
  }, patient);
}

/**
 * Downloads made through an object URL: the Blobs handed to `URL.createObjectURL` and the names
 * of the links clicked, whose navigation is stopped so no file lands on the test machine.
 */
export const downloads = { blobs: [] as Blob[], names: [] as string[] };

/** A story's `beforeEach`: records the downloads until the story ends. */
export function recordDownloads(): () => void {
  downloads.blobs = [];
  downloads.names = [];
  const original = Object.getOwnPropertyDescriptor(URL, 'createObjectURL');
  const create = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (object: Blob | MediaSource) => {
    if (object instanceof Blob) downloads.blobs.push(object);
    return create(object);
  };
  const stop = (event: MouseEvent) => {
    const link = event.target instanceof HTMLAnchorElement ? event.target : null;
    if (!link?.download) return;
    downloads.names.push(link.download);
    event.preventDefault();
  };
  document.addEventListener('click', stop, true);
  return () => {
    if (original) Object.defineProperty(URL, 'createObjectURL', original);
    document.removeEventListener('click', stop, true);
  };
}

/**
 * Confirms the previewed import. Radix enables pointer events on a dialog that opened in an effect
 * after its first render; a click before then is refused, so the play waits for it.
 */
export async function confirmImport(): Promise<void> {
  const confirm = within(await importDialog('preview')).getByTestId('ics-import-confirm');
  await waitFor(() => expect(getComputedStyle(confirm).pointerEvents).not.toBe('none'), patient);
  await userEvent.click(confirm);
}
