import { memo, useEffect } from 'react';
import { Controller, useFormContext, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { StoreDetails } from '@atrium/mocks/types';
import { Button, Card, DatePicker, Grid, Skeleton, Stack, Typography } from '@atrium/ui';

import { useGetSettingsQuery } from '../../ecommerce/index.ts';
import { addDaysIso, termsDaysOf, type InvoiceFormValues } from './invoice-schema.ts';

/** The store's address as printed: street lines, postcode and city, the country's name. */
function addressLines(store: StoreDetails, language: string): string[] {
  const { line1, line2, city, postcode, country } = store.address;
  const countryName = new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;
  return [line1, line2, [postcode, city].filter(Boolean).join(' '), countryName].filter(Boolean);
}

/** The shop issuing the invoice, from the e-commerce store settings. */
function ShopDetails() {
  const { t, i18n } = useTranslation('invoice');
  const { data, isLoading, isError, isFetching, refetch } = useGetSettingsQuery();
  if (isLoading)
    return (
      <Skeleton.Group label={t('form.header.shopLoading')}>
        <Stack gap={1}>
          <Skeleton variant="text" width="50%" />
          <Skeleton variant="text" width="70%" />
          <Skeleton variant="text" width="40%" />
        </Stack>
      </Skeleton.Group>
    );
  if (isError || !data)
    return (
      <Stack gap={2} align="start">
        <Typography variant="body2" color="secondary">
          {t('form.header.shopError')}
        </Typography>
        <Button variant="text" size="sm" loading={isFetching} onClick={() => void refetch()}>
          {t('form.retry')}
        </Button>
      </Stack>
    );
  const { store } = data;
  return (
    <Stack gap={1} data-testid="invoice-shop">
      <Typography variant="h5" as="p">
        {store.name}
      </Typography>
      {addressLines(store, i18n.language).map((line) => (
        <Typography key={line} variant="body2" color="secondary">
          {line}
        </Typography>
      ))}
      <Typography variant="body2" color="secondary">
        <span dir="ltr">{store.phone}</span>
      </Typography>
    </Stack>
  );
}

/** A date bound to the form, with its error under it and its input as the focus target. */
function DateInput({
  control,
  name,
  label,
  readOnly,
  helperText,
}: {
  control: Control<InvoiceFormValues>;
  name: 'issuedDate' | 'dueDate';
  label: string;
  readOnly?: boolean;
  helperText?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePicker
          ref={field.ref}
          label={label}
          required
          readOnly={readOnly}
          helperText={helperText}
          value={field.value}
          onValueChange={({ value }) => field.onChange(value)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          data-testid={`invoice-${name}`}
        />
      )}
    />
  );
}

/**
 * With payment terms on, the due date is the issue date plus the terms' days and cannot be typed;
 * off, it is the user's. The form value follows, so validation and the save see what is shown.
 */
function DueDate({ control }: { control: Control<InvoiceFormValues> }) {
  const { t } = useTranslation('invoice');
  const { setValue, getValues, formState } = useFormContext<InvoiceFormValues>();
  const [issuedDate, paymentTerms, termsDays] = useWatch({
    control,
    name: ['issuedDate', 'paymentTerms', 'termsDays'],
  });
  const days = termsDaysOf(termsDays);
  const follows = paymentTerms && days !== null ? addDaysIso(issuedDate, days) : null;
  const { isSubmitted } = formState;
  useEffect(() => {
    if (follows && follows !== getValues('dueDate'))
      setValue('dueDate', follows, { shouldDirty: true, shouldValidate: isSubmitted });
  }, [follows, getValues, setValue, isSubmitted]);
  return (
    <DateInput
      control={control}
      name="dueDate"
      label={t('form.header.dueDate')}
      readOnly={paymentTerms}
      helperText={
        paymentTerms ? t('form.header.dueFollowsTerms', { days: days ?? '…' }) : undefined
      }
    />
  );
}

/** The shop, the invoice's number and its dates. */
export const InvoiceHeaderCard = memo(function InvoiceHeaderCard({
  invoiceId,
}: {
  invoiceId?: number;
}) {
  const { t } = useTranslation('invoice');
  const { control } = useFormContext<InvoiceFormValues>();
  return (
    <Card data-testid="invoice-header">
      <Card.Content>
        <Grid columns={{ xs: 1, md: 2 }} gap={6}>
          <ShopDetails />
          <Stack gap={4}>
            <Stack gap={1}>
              <Typography variant="h5" as="h2" data-testid="invoice-number">
                {invoiceId === undefined
                  ? t('form.header.newInvoice')
                  : t('form.header.number', { id: invoiceId })}
              </Typography>
              {invoiceId === undefined && (
                <Typography variant="body2" color="secondary">
                  {t('form.header.numberOnSave')}
                </Typography>
              )}
            </Stack>
            <DateInput control={control} name="issuedDate" label={t('form.header.issuedDate')} />
            <DueDate control={control} />
          </Stack>
        </Grid>
      </Card.Content>
    </Card>
  );
});
