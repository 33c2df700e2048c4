import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { StoreDetails } from '@atrium/mocks/types';
import { Skeleton, Stack, TextField, Textarea } from '@atrium/ui';

import { useGetSettingsQuery } from '../../ecommerce/index.ts';
import { useFormat, useFormFrame } from '../../shared/index.ts';
import { useSendInvoiceMutation } from '../api/invoices.ts';
import { href } from '../routes.ts';
import { sendSchema, type SendFormValues } from './send-schema.ts';
import type { DrawerFormProps } from './form-drawer.tsx';
import { useInvoiceSave } from './use-invoice-save.ts';

const SENDING = { fixedCacheKey: 'invoice-send' } as const;

/** Whether the invoice is being sent (for the drawer's button). */
export const useSending = () => useSendInvoiceMutation(SENDING)[1].isLoading;

function SendFields({ invoice, formId, onDone, shop }: DrawerFormProps & { shop?: StoreDetails }) {
  const { t } = useTranslation('invoice');
  const format = useFormat();
  const [send] = useSendInvoiceMutation(SENDING);
  const save = useInvoiceSave(onDone);
  const resolver = useMemo(() => zodResolver(sendSchema(t)), [t]);
  // The invoice travels as a link to its preview, which the client can print or save as a PDF.
  const link = new URL(href('invoice.preview', { id: invoice.id }), window.location.origin).href;
  const shopName = shop?.name ?? '';
  const frame = useFormFrame<SendFormValues>({
    defaultValues: {
      from: shop?.email ?? '',
      to: invoice.client.companyEmail,
      subject: t('preview.send.subjectText', { id: invoice.id, shop: shopName }),
      message: t('preview.send.messageText', {
        name: invoice.client.name,
        id: invoice.id,
        amount: format.money(Math.max(invoice.balance, 0)),
        due: format.date(invoice.dueDate),
        link,
        shop: shopName,
      }),
    },
    resolver,
    save: (mail) =>
      save(
        send({ id: invoice.id, mail }).unwrap(),
        () => t('preview.send.sent', { to: mail.to }),
        t('preview.send.failed'),
      ),
  });
  const { errors } = frame.form.formState;
  const { register } = frame.form;
  return (
    <form id={formId} noValidate onSubmit={frame.submit}>
      <Stack gap={4}>
        {(['from', 'to'] as const).map((name) => (
          <TextField
            key={name}
            label={t(`preview.send.${name}`)}
            type="email"
            required
            error={errors[name]?.message}
            {...register(name)}
          />
        ))}
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

/**
 * The mail that sends the invoice: from the shop's address (the store settings) to the client's,
 * with a message that links to it. The fake API marks it Sent and files the mail in Mail's Sent
 * folder. The fields wait for the settings (the page asked for them already) to be prefilled.
 */
export function SendForm(props: DrawerFormProps) {
  const { t } = useTranslation('invoice');
  const settings = useGetSettingsQuery();
  if (settings.isLoading) {
    return (
      <Skeleton.Group label={t('preview.send.loading')}>
        <Skeleton variant="rounded" height={320} />
      </Skeleton.Group>
    );
  }
  return <SendFields {...props} shop={settings.data?.store} />;
}
