import { IconUserPlus } from '@tabler/icons-react';
import { memo, useMemo, useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { invoiceTotals } from '@atrium/mocks/values';
import type { InvoiceClient, PaymentDetails } from '@atrium/mocks/types';
import { Button, Card, Grid, Select, Stack, Typography } from '@atrium/ui';

import { useFormat } from '../../shared/index.ts';
import { useGetInvoiceClientsQuery } from '../api/invoices.ts';
import { ClientDrawer } from './client-drawer.tsx';
import { DetailList } from './detail-list.tsx';
import { lineNumbers, type InvoiceFormValues } from './invoice-schema.ts';

/** The clients to choose from: the API's list, plus the invoice's own when the list lacks it. */
function useClientChoices(current: InvoiceClient) {
  const { data, isError, isFetching, refetch } = useGetInvoiceClientsQuery();
  const clients = useMemo(() => {
    const listed = (data ?? []).some((c) => c.companyEmail === current.companyEmail);
    return current.name && !listed ? [current, ...(data ?? [])] : (data ?? []);
  }, [data, current]);
  return { clients, failed: isError, retrying: isFetching, retry: () => void refetch() };
}

/** "Invoice to": the client picker, "Add new customer" and the chosen client's details. */
function InvoiceTo() {
  const { t } = useTranslation('invoice');
  const { control, setValue, formState } = useFormContext<InvoiceFormValues>();
  const client = useWatch({ control, name: 'client' });
  const { clients, failed, retrying, retry } = useClientChoices(client);
  const [adding, setAdding] = useState(false);
  const options = clients.map((c) => ({
    value: c.companyEmail,
    label: c.company ? `${c.name} (${c.company})` : c.name,
  }));

  return (
    <Stack gap={4}>
      <Typography variant="h6" as="h3">
        {t('form.client.invoiceTo')}
      </Typography>
      <Controller
        control={control}
        name="client"
        render={({ field, fieldState }) => (
          <Select
            ref={field.ref}
            label={t('form.client.label')}
            placeholder={t('form.client.placeholder')}
            required
            options={options}
            value={field.value.companyEmail}
            onValueChange={({ value }) => {
              const chosen = clients.find((c) => c.companyEmail === value);
              if (chosen) field.onChange(chosen);
            }}
            error={fieldState.error?.message}
            data-testid="invoice-client"
          />
        )}
      />
      {failed && (
        <Stack direction="row" align="center" gap={2} wrap data-testid="invoice-clients-error">
          <Typography variant="body2" color="error">
            {t('form.client.loadError')}
          </Typography>
          <Button variant="text" size="sm" loading={retrying} onClick={retry}>
            {t('form.retry')}
          </Button>
        </Stack>
      )}
      <div>
        <Button
          variant="tonal"
          size="sm"
          startIcon={<IconUserPlus size={18} />}
          onClick={() => setAdding(true)}
          data-testid="invoice-add-client"
        >
          {t('form.client.add')}
        </Button>
      </div>
      {client.name && (
        <DetailList
          testId="invoice-client-details"
          items={[
            { label: t('form.client.name'), value: client.name },
            { label: t('form.client.company'), value: client.company },
            { label: t('form.client.address'), value: client.address },
            { label: t('form.client.country'), value: client.country },
            { label: t('form.client.contact'), value: client.contact, ltr: true },
            { label: t('form.client.email'), value: client.companyEmail },
          ].filter((item) => item.value)}
        />
      )}
      <ClientDrawer
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(created) => {
          setValue('client', created, { shouldDirty: true, shouldValidate: formState.isSubmitted });
          setAdding(false);
        }}
      />
    </Stack>
  );
}

/**
 * "Bill to": the merchant account the client pays into. The server keeps it and answers it with a
 * saved invoice; a new invoice shows its computed total and says the account follows the save.
 */
function BillTo({ paymentDetails }: { paymentDetails?: PaymentDetails }) {
  const { t } = useTranslation('invoice');
  const format = useFormat();
  const { control } = useFormContext<InvoiceFormValues>();
  const items = useWatch({ control, name: 'items' });
  return (
    <Stack gap={4}>
      <Typography variant="h6" as="h3">
        {t('form.billTo.title')}
      </Typography>
      {paymentDetails ? (
        <DetailList
          testId="invoice-bill-to"
          items={[
            { label: t('form.billTo.totalDue'), value: format.money(paymentDetails.totalDue) },
            { label: t('form.billTo.bankName'), value: paymentDetails.bankName },
            { label: t('form.billTo.country'), value: paymentDetails.country },
            { label: t('form.billTo.iban'), value: paymentDetails.iban, ltr: true },
            { label: t('form.billTo.swiftCode'), value: paymentDetails.swiftCode, ltr: true },
          ]}
        />
      ) : (
        <Stack gap={2}>
          <DetailList
            testId="invoice-bill-to"
            items={[
              {
                label: t('form.billTo.totalDue'),
                value: format.money(invoiceTotals(items.map(lineNumbers)).total),
              },
            ]}
          />
          <Typography variant="body2" color="secondary">
            {t('form.billTo.afterSave')}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}

/** Who the invoice is for and where the money goes. */
export const InvoicePartiesCard = memo(function InvoicePartiesCard({
  paymentDetails,
}: {
  paymentDetails?: PaymentDetails;
}) {
  return (
    <Card data-testid="invoice-parties">
      <Card.Content>
        <Grid columns={{ xs: 1, md: 2 }} gap={6}>
          <InvoiceTo />
          <BillTo paymentDetails={paymentDetails} />
        </Grid>
      </Card.Content>
    </Card>
  );
});
