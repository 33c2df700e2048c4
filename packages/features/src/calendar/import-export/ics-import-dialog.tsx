import { useTranslation } from 'react-i18next';

import { Alert, Button, Dialog, Progress, Stack, Typography } from '@atrium/ui';

import { IcsEventPreview } from './ics-event-preview.tsx';
import { IcsProblemList } from './ics-problem-list.tsx';
import { MAX_ICS_MEGABYTES, type ImportState } from './import-state.ts';

export interface IcsImportDialogProps {
  state: ImportState;
  onConfirm: () => void;
  onStop: () => void;
  /** Cancel before the import, or Close after it (or after a bad file). */
  onClose: () => void;
}

/** One dialog through the import: a bad file, the preview, the progress, the outcome. */
export function IcsImportDialog({ state, onConfirm, onStop, onClose }: IcsImportDialogProps) {
  const { t } = useTranslation('calendar');
  const importing = state.kind === 'importing';
  const closeButton = (
    <Button variant="tonal" color="secondary" onClick={onClose}>
      {t('ics.import.close')}
    </Button>
  );
  return (
    <Dialog
      open={state.kind !== 'idle'}
      // The POSTs run until stopped: the dialog stays while they do, so the outcome is seen.
      onOpenChange={(open) => !open && !importing && onClose()}
      hideCloseButton={importing}
      size="sm"
      data-testid="ics-import-dialog"
      data-state-kind={state.kind}
    >
      {state.kind === 'invalid' && (
        <>
          <Dialog.Title>{t('ics.import.badFileTitle')}</Dialog.Title>
          <Dialog.Description>{state.fileName}</Dialog.Description>
          <Dialog.Body>
            <Stack gap={3}>
              <Alert
                severity="error"
                title={t(`ics.errors.${state.error}`, { size: MAX_ICS_MEGABYTES })}
                // Which refusal, for tests that must not depend on the language's words.
                data-error={state.error}
              >
                {t('ics.import.nothingCreated')}
              </Alert>
              <IcsProblemList problems={state.problems} />
            </Stack>
          </Dialog.Body>
          <Dialog.Actions>{closeButton}</Dialog.Actions>
        </>
      )}
      {state.kind === 'preview' && (
        <>
          <Dialog.Title>
            {t('ics.import.previewTitle', { count: state.events.length })}
          </Dialog.Title>
          <Dialog.Description>
            {t('ics.import.previewText', { file: state.fileName })}
          </Dialog.Description>
          <Dialog.Body>
            <Stack gap={3}>
              <IcsEventPreview events={state.events} />
              <IcsProblemList problems={state.problems} />
            </Stack>
          </Dialog.Body>
          <Dialog.Actions>
            <Button variant="tonal" color="secondary" onClick={onClose}>
              {t('ics.import.cancel')}
            </Button>
            <Button onClick={onConfirm} data-testid="ics-import-confirm">
              {t('ics.import.confirm')}
            </Button>
          </Dialog.Actions>
        </>
      )}
      {state.kind === 'importing' && (
        <>
          <Dialog.Title>{t('ics.import.importingTitle')}</Dialog.Title>
          <Dialog.Description>{state.fileName}</Dialog.Description>
          <Dialog.Body>
            <Stack gap={2}>
              <Progress
                value={(state.done / state.total) * 100}
                aria-label={t('ics.import.importingTitle')}
              />
              <Typography role="status" variant="body2">
                {t('ics.import.progress', { done: state.done, total: state.total })}
              </Typography>
            </Stack>
          </Dialog.Body>
          <Dialog.Actions>
            <Button variant="tonal" color="secondary" onClick={onStop}>
              {t('ics.import.stop')}
            </Button>
          </Dialog.Actions>
        </>
      )}
      {state.kind === 'done' && (
        <>
          <Dialog.Title>{t('ics.import.doneTitle')}</Dialog.Title>
          <Dialog.Description>{state.fileName}</Dialog.Description>
          <Dialog.Body>
            <Stack gap={3}>
              <Alert
                severity={state.created ? 'success' : 'info'}
                title={t('ics.import.done', { count: state.created })}
              >
                {state.notSent > 0 && t('ics.import.stopped', { count: state.notSent })}
              </Alert>
              {state.failures.length > 0 && (
                <Alert
                  severity="warning"
                  title={t('ics.import.failed', { count: state.failures.length })}
                  data-testid="ics-import-failures"
                >
                  <Stack as="ul" gap={1}>
                    {state.failures.map((failure, index) => (
                      <Typography as="li" variant="body2" key={`${failure.title}-${index}`}>
                        {t('ics.import.failedReason', {
                          title: failure.title,
                          reason: failure.message ?? t('ics.import.serverRefused'),
                        })}
                      </Typography>
                    ))}
                  </Stack>
                </Alert>
              )}
            </Stack>
          </Dialog.Body>
          <Dialog.Actions>{closeButton}</Dialog.Actions>
        </>
      )}
    </Dialog>
  );
}
