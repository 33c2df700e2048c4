import { zodResolver } from '@hookform/resolvers/zod';
import { IconTrash } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, ConfirmDialog, Drawer, Stack, useToast } from '@atrium/ui';
import type { CalendarCategory, CalendarEvent } from '@atrium/mocks/types';

import { DrawerFormActions, useFormFrame, useSaveOutcome } from '../../shared/index.ts';
import {
  useAddCalendarEventMutation,
  useDeleteCalendarEventMutation,
  useUpdateCalendarEventMutation,
} from '../api/calendar-events.ts';
import type { EventSpan } from '../keyboard/event-keys.ts';
import { EventForm } from './event-form.tsx';
import {
  draftValuesOf,
  eventInputOf,
  eventSchema,
  formValuesOf,
  type EventFormValues,
} from './event-schema.ts';

/** What the drawer is open on: a new event over a span, or a stored event. */
export type EventDrawerTarget =
  | { kind: 'create'; span: EventSpan; calendar: CalendarCategory }
  | { kind: 'edit'; event: CalendarEvent };

export interface EventDrawerProps {
  /** Null: closed. Give the drawer a `key` per target, so each opens afresh. */
  target: EventDrawerTarget | null;
  onClose: () => void;
}

/** The API's field names for the form's (its calendar lies in `extendedProps`). */
const FIELD_OF: Partial<Record<string, keyof EventFormValues>> = {
  title: 'title',
  start: 'start',
  end: 'end',
  allDay: 'allDay',
  url: 'url',
  'extendedProps.calendar': 'calendar',
};

/**
 * Create or edit an event: the form (EventForm), Save through POST or PUT, and in edit mode Delete
 * after a confirm. The fake API's refusals land under their fields with the input kept; a failure
 * it gives no field for is a toast, the drawer staying open.
 */
export function EventDrawer({ target, onClose }: EventDrawerProps) {
  const { t } = useTranslation('calendar');
  const formId = useId();
  const toast = useToast();
  const schema = useMemo(() => eventSchema(t), [t]);
  const [add] = useAddCalendarEventMutation();
  const [update] = useUpdateCalendarEventMutation();
  const [remove] = useDeleteCalendarEventMutation();
  const [confirming, setConfirming] = useState(false);
  const saveOutcome = useSaveOutcome();
  const editing = target?.kind === 'edit' ? target.event : null;
  const defaultValues = useMemo(
    () =>
      target?.kind === 'edit'
        ? formValuesOf(target.event)
        : draftValuesOf(
            target?.span ?? { start: new Date(), end: new Date(), allDay: true },
            target?.calendar ?? 'Business',
          ),
    [target],
  );
  const frame = useFormFrame<EventFormValues>({
    defaultValues,
    resolver: zodResolver(schema),
    save: (values) => {
      const body = eventInputOf(values);
      return saveOutcome(
        editing ? update({ id: editing.id, changes: body }).unwrap() : add(body).unwrap(),
        {
          saved: (stored) =>
            t(editing ? 'drawer.toast.updated' : 'drawer.toast.created', { title: stored.title }),
          failed: t('drawer.toast.saveFailed'),
          keepField: (name) => FIELD_OF[name] !== undefined,
          then: () => {
            onClose();
            return {};
          },
        },
      );
    },
    refusedField: (name, messages) => {
      const field = FIELD_OF[name];
      return field ? { field, message: messages[0] ?? '' } : null;
    },
  });

  const close = () => {
    frame.discard();
    onClose();
  };

  const confirmDelete = async () => {
    if (!editing) return;
    try {
      await remove(editing.id).unwrap();
      toast({ severity: 'success', title: t('drawer.toast.deleted', { title: editing.title }) });
      setConfirming(false);
      onClose();
    } catch {
      toast({ severity: 'error', title: t('drawer.toast.deleteFailed', { title: editing.title }) });
      setConfirming(false);
    }
  };

  return (
    <>
      <Drawer
        open={target !== null}
        onOpenChange={(next) => !next && close()}
        title={t(editing ? 'drawer.editTitle' : 'drawer.addTitle')}
        data-testid="event-drawer"
        footer={
          <Stack direction="row" gap={2} justify="between" grow>
            {editing ? (
              <Button
                variant="outlined"
                color="error"
                startIcon={<IconTrash size={18} aria-hidden />}
                onClick={() => setConfirming(true)}
                data-testid="event-delete"
              >
                {t('drawer.delete')}
              </Button>
            ) : (
              <span />
            )}
            <Stack direction="row" gap={2}>
              <DrawerFormActions
                formId={formId}
                saving={frame.saving}
                cancelLabel={t('drawer.cancel')}
                saveLabel={t(editing ? 'drawer.update' : 'drawer.add')}
                onCancel={close}
                saveTestId="event-save"
              />
            </Stack>
          </Stack>
        }
      >
        <EventForm formId={formId} form={frame.form} onSubmit={frame.submit} />
      </Drawer>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && setConfirming(false)}
        title={t('drawer.deleteConfirm.title', { title: editing?.title ?? '' })}
        message={t('drawer.deleteConfirm.message')}
        confirmLabel={t('drawer.deleteConfirm.confirm')}
        cancelLabel={t('drawer.cancel')}
        destructive
        onConfirm={confirmDelete}
      />
    </>
  );
}
