import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { Invoice, InvoiceStatus, PaymentDetails } from '@atrium/mocks/types';
import { Button, Card, Grid, Stack } from '@atrium/ui';

import { UnsavedChangesGuard, useFormFrame } from '../../shared/index.ts';
import { href } from '../routes.ts';
import { InvoiceHeaderCard } from './invoice-header-card.tsx';
import { InvoiceLinesCard } from './invoice-lines-card.tsx';
import { InvoiceNotesCard, InvoicePaymentCard } from './invoice-options-cards.tsx';
import { InvoicePartiesCard } from './invoice-parties-card.tsx';
import {
  invoiceSchema,
  statusOnSave,
  type InvoiceFormValues,
  type SaveIntent,
} from './invoice-schema.ts';
import { useSaveInvoice } from './use-save-invoice.ts';

export interface InvoiceFormProps {
  /** The form's accessible name (the page's title). */
  title: string;
  defaultValues: InvoiceFormValues;
  /** The stored invoice when editing; none when adding. */
  invoice?: Invoice;
  paymentDetails?: PaymentDetails;
}

/**
 * The invoice editor of both add and edit: header, client, lines with their computed totals,
 * notes and payment options. "Save as draft" (or "Save", for an invoice already sent) keeps or sets
 * the draft status, "Save and send" marks it Sent; both validate, save and open the preview. The
 * server's refusals land on their fields; leaving with unsaved changes asks first.
 */
export function InvoiceForm({ title, defaultValues, invoice, paymentDetails }: InvoiceFormProps) {
  const { t } = useTranslation('invoice');
  // The status the pressed button asks for: the rules differ (a draft may have no lines).
  const status = useRef<InvoiceStatus>(invoice?.invoiceStatus ?? 'Draft');
  const [sending, setSending] = useState(false);
  const resolvers = useMemo(
    () => ({
      draft: zodResolver(invoiceSchema(t, false)),
      other: zodResolver(invoiceSchema(t, true)),
    }),
    [t],
  );
  const { save, refused } = useSaveInvoice(invoice?.id);
  const { form, submit, saving, dirty, shouldBlock } = useFormFrame<InvoiceFormValues>({
    defaultValues,
    resolver: (...args) =>
      (status.current === 'Draft' ? resolvers.draft : resolvers.other)(...args),
    save: (values) => save(values, status.current),
    refusedField: refused,
  });
  const press = (intent: SaveIntent) => {
    status.current = statusOnSave(invoice?.invoiceStatus, intent);
    setSending(intent === 'send');
  };
  const isDraft = (invoice?.invoiceStatus ?? 'Draft') === 'Draft';
  const backTo = invoice ? href('invoice.preview', { id: invoice.id }) : href('invoice.list');

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-label={title}>
        <Grid columns={{ xs: 1, lg: 3 }} gap={6}>
          <Grid.Item span={{ xs: 1, lg: 2 }}>
            <Stack gap={6}>
              <InvoiceHeaderCard invoiceId={invoice?.id} />
              <InvoicePartiesCard paymentDetails={paymentDetails} />
              <InvoiceLinesCard />
            </Stack>
          </Grid.Item>
          <Stack gap={6}>
            <Card data-testid="invoice-actions">
              <Card.Content>
                <Stack gap={3}>
                  {/* First in the form: Enter in a field saves a draft, never sends. */}
                  <Button
                    type="submit"
                    fullWidth
                    variant="tonal"
                    loading={saving && !sending}
                    disabled={saving && sending}
                    onClick={() => press('draft')}
                    data-testid="invoice-save-draft"
                  >
                    {t(isDraft ? 'form.actions.saveDraft' : 'form.actions.save')}
                  </Button>
                  <Button
                    type="submit"
                    fullWidth
                    loading={saving && sending}
                    disabled={saving && !sending}
                    onClick={() => press('send')}
                    data-testid="invoice-save-send"
                  >
                    {t('form.actions.saveSend')}
                  </Button>
                  <Button asChild fullWidth variant="outlined" color="secondary">
                    <Link to={backTo}>{t('form.actions.cancel')}</Link>
                  </Button>
                </Stack>
              </Card.Content>
            </Card>
            <InvoicePaymentCard />
            <InvoiceNotesCard />
          </Stack>
        </Grid>
      </form>
      <UnsavedChangesGuard
        dirty={dirty}
        shouldBlock={shouldBlock}
        texts={{
          title: t('form.unsaved.title'),
          message: t('form.unsaved.message'),
          leave: t('form.unsaved.leave'),
          stay: t('form.unsaved.stay'),
        }}
      />
    </FormProvider>
  );
}
