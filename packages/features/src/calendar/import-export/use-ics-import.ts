import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useToast } from '@atrium/ui';

import { useAddCalendarEventMutation } from '../api/calendar-events.ts';
import { IcsFormatError, readIcs } from '../ics/ics-reader.ts';
import { fieldErrorsOf } from '../../shared/server-errors.ts';
import { MAX_ICS_BYTES, type ImportFailure, type ImportState } from './import-state.ts';

/** The first message of a refused POST's field errors, if the answer had any. */
const messageOf = (error: unknown): string | undefined =>
  Object.values(fieldErrorsOf(error) ?? {})[0]?.[0];

/**
 * An .ics import: the chosen file is read and previewed; on confirm its events are created one
 * POST after the other (the fake API numbers each from the last, and a failure stays a single
 * event's), with the progress shown, and a toast sums up. A bad file creates nothing.
 */
export function useIcsImport() {
  const { t } = useTranslation('calendar');
  const toast = useToast();
  const [addEvent] = useAddCalendarEventMutation();
  const [state, setState] = useState<ImportState>({ kind: 'idle' });
  const stopped = useRef(false);

  const choose = async (file: File) => {
    const fileName = file.name;
    if (file.size > MAX_ICS_BYTES) {
      setState({ kind: 'invalid', fileName, error: 'tooLarge', problems: [] });
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      setState({ kind: 'invalid', fileName, error: 'unreadable', problems: [] });
      return;
    }
    try {
      const { events, problems } = readIcs(text);
      setState(
        events.length
          ? { kind: 'preview', fileName, events, problems }
          : { kind: 'invalid', fileName, error: 'noEvents', problems },
      );
    } catch (error) {
      if (!(error instanceof IcsFormatError)) throw error;
      setState({ kind: 'invalid', fileName, error: error.reason, problems: [] });
    }
  };

  const start = async () => {
    if (state.kind !== 'preview') return;
    const { events, fileName } = state;
    const total = events.length;
    stopped.current = false;
    setState({ kind: 'importing', fileName, total, done: 0 });
    const failures: ImportFailure[] = [];
    let sent = 0;
    for (const event of events) {
      if (stopped.current) break;
      try {
        await addEvent(event).unwrap();
      } catch (error) {
        const message = messageOf(error);
        failures.push(message ? { title: event.title, message } : { title: event.title });
      }
      sent += 1;
      setState({ kind: 'importing', fileName, total, done: sent });
    }
    const created = sent - failures.length;
    setState({ kind: 'done', fileName, total, created, failures, notSent: total - sent });
    toast(
      failures.length
        ? {
            severity: 'warning',
            title: t('ics.import.done', { count: created }),
            description: t('ics.import.failed', { count: failures.length }),
          }
        : { severity: 'success', title: t('ics.import.done', { count: created }) },
    );
  };

  return {
    state,
    choose,
    start,
    /** Stops after the event being sent: those already created stay. */
    stop: () => {
      stopped.current = true;
    },
    close: () => setState({ kind: 'idle' }),
  };
}
