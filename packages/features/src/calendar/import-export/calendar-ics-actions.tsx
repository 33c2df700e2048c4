import { IconFileExport, IconFileImport } from '@tabler/icons-react';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, Stack, VisuallyHidden } from '@atrium/ui';
import type { CalendarCategory } from '@atrium/mocks/types';

import { IcsImportDialog } from './ics-import-dialog.tsx';
import { useIcsExport } from './use-ics-export.ts';
import { useIcsImport } from './use-ics-import.ts';

/** What the file picker offers: .ics files, by extension or by type. */
export const ICS_ACCEPT = '.ics,text/calendar';

export interface CalendarIcsActionsProps {
  /** The checked calendars: Export downloads their events. */
  calendars: readonly CalendarCategory[];
}

/**
 * Export (the checked calendars' events as `atrium-calendar.ics`) and Import (an .ics file's
 * events, previewed, then created through the API) for the calendar's side pane.
 */
export function CalendarIcsActions({ calendars }: CalendarIcsActionsProps) {
  const { t } = useTranslation('calendar');
  const { exportEvents, exporting } = useIcsExport(calendars);
  const ics = useIcsImport();
  const picker = useRef<HTMLInputElement>(null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared, so choosing the same file again (after fixing it) is a change too.
    event.currentTarget.value = '';
    if (file) void ics.choose(file);
  };

  return (
    <Stack
      direction="row"
      gap={2}
      wrap
      role="group"
      aria-label={t('ics.groupLabel')}
      data-testid="calendar-ics-actions"
    >
      <Button
        variant="tonal"
        size="sm"
        startIcon={<IconFileExport size={18} aria-hidden />}
        loading={exporting}
        onClick={() => void exportEvents()}
        data-testid="ics-export"
      >
        {t('ics.export.button')}
      </Button>
      <Button
        variant="tonal"
        size="sm"
        startIcon={<IconFileImport size={18} aria-hidden />}
        disabled={ics.state.kind === 'importing'}
        onClick={() => picker.current?.click()}
        data-testid="ics-import"
      >
        {t('ics.import.button')}
      </Button>
      {/* The native picker is reached through the Import button, not by Tab. */}
      <VisuallyHidden>
        <input
          ref={picker}
          type="file"
          accept={ICS_ACCEPT}
          tabIndex={-1}
          aria-label={t('ics.import.fileLabel')}
          onChange={onFile}
          data-testid="ics-import-input"
        />
      </VisuallyHidden>
      <IcsImportDialog
        state={ics.state}
        onConfirm={() => void ics.start()}
        onStop={ics.stop}
        onClose={ics.close}
      />
    </Stack>
  );
}
