import type { CalendarEventInput } from '@atrium/mocks/types';

import type { IcsProblem } from '../ics/ics-reader.ts';

/** Why a chosen file cannot be imported at all: a key of the `ics.errors` texts. */
export type IcsFileError = 'empty' | 'notCalendar' | 'tooLarge' | 'unreadable' | 'noEvents';

/** An event the fake API refused, and its answer's message when it gave one. */
export interface ImportFailure {
  title: string;
  message?: string;
}

/** Where an import stands; the dialog draws one screen per kind. */
export type ImportState =
  | { kind: 'idle' }
  | { kind: 'invalid'; fileName: string; error: IcsFileError; problems: IcsProblem[] }
  | { kind: 'preview'; fileName: string; events: CalendarEventInput[]; problems: IcsProblem[] }
  | { kind: 'importing'; fileName: string; total: number; done: number }
  | {
      kind: 'done';
      fileName: string;
      total: number;
      created: number;
      failures: ImportFailure[];
      /** Events not sent because the user stopped the import. */
      notSent: number;
    };

/** The largest file read: far above any real calendar export, well below a tab's memory. */
export const MAX_ICS_MEGABYTES = 5;
export const MAX_ICS_BYTES = MAX_ICS_MEGABYTES * 1024 * 1024;
