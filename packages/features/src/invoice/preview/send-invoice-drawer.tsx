import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { Invoice } from '@atrium/mocks/types';
import { Stack, TextField, Textarea } from '@atrium/ui';

import { useGetSettingsQuery } from '../../ecommerce/index.ts';
import { useFormat, useFormFrame, useSaveOutcome } from '../../shared/index.ts';
import { useSendInvoiceMutation } from '../api/invoices.ts';
import { href } from '../routes.ts';
import { FormDrawer } from './form-drawer.tsx';
import { useSavedInvoice } from './use-saved-invoice.ts';
import { sendSchema, type SendFormValues } from './send-schema.ts';

const SENDING = { fixedCacheKey: 'invoice-send' } as const;

interface SendFormProps {
  invoice: Invoice;
  formId: string;
  onSent: () => void;
}

function SendForm({ invoice, formId, onSent }: SendFormProps) {
  const { t } = useTranslation('invoice');
  const format = useFormat();
  const settings = useGetSettingsQuery();
  const [send] = useSendInvoiceMutation(SENDING);
  const saveOutcome = useSaveOutcome();
  const store = useSavedInvoice();
  const resolver = useMemo(() => zodResolver(sendSchema(t)), [t]);
  const shop = settings.data?.store;
  // The invoice travels as a link to its preview, which the client can print or save as a PDF.
  const link = new URL(href('invoice.preview', { id: invoice.id }), window.location.origin).href;
  const frame = useFormFrame<SendFormValues>({
    defaultValues: {
      from: shop?.email ?? '',
      to: invoice.client.companyEmail,
      subject: t('preview.send.subjectText', { id: invoice.id, shop: shop?.name ?? '' }),
      message: t('preview.send.messageText', {
        name: invoice.client.name,
        id: invoice.id,
        amount: format.money(Math.max(invoice.balance, 0)),
        due: format.date(invoice.dueDate),
        link,
        shop: shop?.name ?? '',
      }),
    },
    resolver,
    save: (values) =>
      saveOutcome(send({ id: invoice.id, mail: values }).unwrap(), {
        saved: () => t('preview.send.sent', { to: values.to }),
        failed: t('preview.send.failed'),
        then: (saved) => {
          store(saved);
          onSent();
          return {};
        },
      }),
  });
  const { errors } = frame.form.formState;
  const { register } = frame.form;
  return (
    <form id={formId} noValidate onSubmit={frame.submit}>
      <Stack gap={4}>
        <TextField
          label={t('preview.send.from')}
          type="email"
          required
          error={errors.from?.message}
          {...register('from')}
        />
        <TextField
          label={t('preview.send.to')}
          type="email"
          required
          error={errors.to?.message}
          data-testid="send-to"
          {...register('to')}
        />
        <TextField
          label={t('preview.send.subject')}
          required
          dir="auto"
          error={errors.subject?.message}
          {...register('subject')}
        />
        <Textarea
          label={t('preview.send.message')}
          required
          minRows={8}
          dir="auto"
          error={errors.message?.message}
          {...register('message')}
        />
      </Stack>
    </form>
  );
}

export interface SendInvoiceDrawerProps {
  invoice: Invoice;
  open: boolean;
  onClose: () => void;
}

/**
 * Sends the invoice by mail: from the shop's address to the client's, with a message that links
 * to it. The fake API marks it Sent and files the mail in Mail's Sent folder.
 */
export function SendInvoiceDrawer({ invoice, open, onClose }: SendInvoiceDrawerProps) {
  const { t } = useTranslation('invoice');
  const formId = useId();
  const settings = useGetSettingsQuery();
  const [, { isLoading }] = useSendInvoiceMutation(SENDING);
  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      title={t('preview.send.title')}
      formId={formId}
      submitLabel={t('preview.send.submit')}
      saving={isLoading}
      waiting={settings.isLoading}
      testId="send-drawer"
    >
      {/* The prefilled sender waits for the shop's settings, which the page asked for already. */}
      {!settings.isLoading && <SendForm invoice={invoice} formId={formId} onSent={onClose} />}
    </FormDrawer>
  );
}
