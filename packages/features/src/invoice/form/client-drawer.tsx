import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import type { InvoiceClient } from '@atrium/mocks/types';
import { Drawer, Stack, TextField, Textarea } from '@atrium/ui';

import { DrawerFormActions, useFormFrame, useSaveOutcome } from '../../shared/index.ts';
import { useCreateInvoiceClientMutation } from '../api/invoices.ts';
import { emptyClient } from './invoice-schema.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ClientDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The client the API stored; the editor selects it. */
  onCreated: (client: InvoiceClient) => void;
}

/** "Add new customer": a side panel that creates an invoice client and hands it back. */
export function ClientDrawer({ open, onClose, onCreated }: ClientDrawerProps) {
  const { t } = useTranslation('invoice');
  const formId = useId();
  const [create, { isLoading }] = useCreateInvoiceClientMutation();
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('form.clientDrawer.title')}
      description={t('form.clientDrawer.description')}
      data-testid="invoice-client-drawer"
      // The name field takes the focus rather than the close button: typing can start at once.
      onOpenAutoFocus={(event) => {
        const first = (event.currentTarget as HTMLElement | null)?.querySelector('input');
        if (!first) return;
        event.preventDefault();
        first.focus();
      }}
      footer={
        <DrawerFormActions
          formId={formId}
          saving={isLoading}
          cancelLabel={t('form.clientDrawer.cancel')}
          saveLabel={t('form.clientDrawer.save')}
          onCancel={onClose}
          saveTestId="client-save"
        />
      }
    >
      {open && (
        <ClientForm
          formId={formId}
          onSave={(client) => create(client).unwrap()}
          onCreated={onCreated}
        />
      )}
    </Drawer>
  );
}

function ClientForm({
  formId,
  onSave,
  onCreated,
}: {
  formId: string;
  onSave: (client: InvoiceClient) => Promise<InvoiceClient>;
  onCreated: (client: InvoiceClient) => void;
}) {
  const { t } = useTranslation('invoice');
  const outcomeOf = useSaveOutcome();
  const schema = useMemo(() => {
    const max = (n: number) =>
      z
        .string()
        .trim()
        .max(n, t('form.errors.tooLong', { max: n }));
    return z.object({
      name: max(100).min(1, t('form.clientDrawer.errors.name')),
      company: max(100),
      companyEmail: z.string().trim().regex(EMAIL, t('form.clientDrawer.errors.email')),
      address: max(300),
      country: max(100),
      contact: max(40),
    }) satisfies z.ZodType<InvoiceClient>;
  }, [t]);
  const { form, submit } = useFormFrame<InvoiceClient>({
    defaultValues: emptyClient,
    resolver: zodResolver(schema),
    save: (values) =>
      outcomeOf(onSave(schema.parse(values)), {
        saved: (client) => t('form.clientDrawer.saved', { name: client.name }),
        failed: t('form.clientDrawer.failed'),
        then: (client) => {
          onCreated(client);
          return {};
        },
      }),
    refusedField: (name, messages) =>
      name in emptyClient
        ? {
            field: name as keyof InvoiceClient,
            message:
              name === 'companyEmail'
                ? t('form.clientDrawer.errors.emailTaken')
                : (messages[0] ?? ''),
          }
        : null,
  });
  const {
    register,
    formState: { errors },
  } = form;
  const text = (name: keyof InvoiceClient) => ({
    ...register(name),
    error: errors[name]?.message,
  });
  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => {
        // The drawer is a portal inside the invoice form's React tree: its submit must not
        // bubble to the invoice's own.
        event.stopPropagation();
        submit(event);
      }}
    >
      <Stack gap={4}>
        <TextField label={t('form.client.name')} required {...text('name')} />
        <TextField label={t('form.client.company')} {...text('company')} />
        <TextField label={t('form.client.email')} type="email" required {...text('companyEmail')} />
        <Textarea label={t('form.client.address')} minRows={2} {...text('address')} />
        <TextField label={t('form.client.country')} {...text('country')} />
        <TextField label={t('form.client.contact')} type="tel" {...text('contact')} />
      </Stack>
    </form>
  );
}
