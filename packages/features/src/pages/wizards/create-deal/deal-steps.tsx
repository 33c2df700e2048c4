import { IconDiscount, IconGift, IconReceipt, IconTruckDelivery } from '@tabler/icons-react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { DatePicker, Grid, Stack, TextField } from '@atrium/ui';
import { DEAL_REGIONS, DEAL_TYPES, type DealType } from '@atrium/mocks/values';

import type { PagesTexts } from '../../locales/index.ts';
import { SwitchField } from '../../../shared/bound-fields.tsx';
import { useFormat } from '../../../shared/format.ts';
import { ChoiceField, ChoicesField } from '../choice-field.tsx';
import { FieldGrid } from '../field-grid.tsx';
import { typedNumber } from '../numbers.ts';
import { SummaryList } from '../wizard-parts.tsx';
import { discountKind, type DealValues } from './deal-schema.ts';

type Form = UseFormReturn<DealValues>;

const TYPE_ICONS: Record<DealType, typeof IconDiscount> = {
  percentage: IconDiscount,
  flat: IconReceipt,
  bogo: IconGift,
  freeShipping: IconTruckDelivery,
};

/** Step 1: what the deal gives, and how much for the types that carry a figure. */
export function DealTypeStep({ form }: { form: Form }) {
  const { t } = useTranslation('pages');
  const type = useWatch({ control: form.control, name: 'type' });
  const kind = discountKind(type);
  return (
    <Stack gap={5}>
      <ChoiceField
        control={form.control}
        name="type"
        label={t('wizards.deal.fields.type')}
        required
        minCardWidth={180}
        options={DEAL_TYPES.map((value) => {
          const Icon = TYPE_ICONS[value];
          return {
            value,
            title: t(`wizards.deal.types.${value}.title`),
            description: t(`wizards.deal.types.${value}.description`),
            icon: <Icon size={22} />,
          };
        })}
      />
      {kind ? (
        <TextField
          {...form.register('discount')}
          inputMode="decimal"
          label={t(
            kind === 'percent'
              ? 'wizards.deal.fields.discountPercent'
              : 'wizards.deal.fields.discountAmount',
          )}
          suffix={kind === 'percent' ? '%' : undefined}
          prefix={kind === 'amount' ? '$' : undefined}
          required
          error={form.formState.errors.discount?.message}
        />
      ) : null}
    </Stack>
  );
}

/** A date bound to the form, with its error; the picker's ref takes the focus when refused. */
function DealDate({ form, name }: { form: Form; name: 'startDate' | 'endDate' }) {
  const { t } = useTranslation('pages');
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePicker
          ref={field.ref}
          name={name}
          label={t(`wizards.deal.fields.${name}`)}
          required
          value={field.value}
          onValueChange={({ value }) => field.onChange(value)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** Step 2: the deal's name, code, client and period. */
export function DealDetailsStep({ form }: { form: Form }) {
  const { t } = useTranslation('pages');
  const label = (name: 'title' | 'code' | 'client') => t(`wizards.deal.fields.${name}`);
  return (
    <Stack gap={4}>
      <FieldGrid
        form={form}
        fields={[
          { name: 'title', label: label('title'), wide: true },
          {
            name: 'code',
            label: label('code'),
            input: {
              helperText: t('wizards.deal.fields.codeHint'),
              autoCapitalize: 'characters',
              dir: 'ltr',
            },
          },
          { name: 'client', label: label('client'), input: { autoComplete: 'organization' } },
        ]}
      />
      <Grid columns={{ xs: 1, sm: 2 }} gap={4}>
        <DealDate form={form} name="startDate" />
        <DealDate form={form} name="endDate" />
      </Grid>
    </Stack>
  );
}

/** Step 3: where the deal applies and how often it may be used. */
export function DealUsageStep({ form }: { form: Form }) {
  const { t } = useTranslation('pages');
  const label = (name: 'maxUses' | 'usesPerCustomer' | 'minimumSpend') =>
    t(`wizards.deal.fields.${name}`);
  const numeric = { inputMode: 'numeric' as const };
  return (
    <Stack gap={5}>
      <ChoicesField
        control={form.control}
        name="regions"
        label={t('wizards.deal.fields.regions')}
        minCardWidth={140}
        options={DEAL_REGIONS.map((value) => ({
          value,
          title: t(`wizards.deal.regions.${value}`),
        }))}
      />
      <FieldGrid
        form={form}
        fields={[
          { name: 'maxUses', label: label('maxUses'), input: numeric },
          { name: 'usesPerCustomer', label: label('usesPerCustomer'), input: numeric },
          {
            name: 'minimumSpend',
            label: label('minimumSpend'),
            input: { inputMode: 'decimal', prefix: '$' },
          },
        ]}
      />
      <SwitchField control={form.control} name="notify" label={t('wizards.deal.fields.notify')} />
    </Stack>
  );
}

/** Step 4: the whole deal read back before it is created. */
export function DealReviewStep({ form }: { form: Form }) {
  const { t } = useTranslation('pages');
  const format = useFormat();
  const values = useWatch({ control: form.control }) as DealValues;
  const kind = discountKind(values.type);
  const discount = typedNumber(values.discount);
  const field = (name: keyof PagesTexts['wizards']['deal']['fields']) =>
    t(`wizards.deal.fields.${name}`);
  return (
    <SummaryList
      rows={[
        { key: 'type', label: field('type'), value: t(`wizards.deal.types.${values.type}.title`) },
        {
          key: 'discount',
          label: t('wizards.deal.review.discount'),
          value:
            kind === 'percent'
              ? format.percent(discount / 100)
              : kind === 'amount'
                ? format.money(discount)
                : t('wizards.deal.review.none'),
        },
        { key: 'title', label: field('title'), value: values.title },
        { key: 'code', label: field('code'), value: values.code.toUpperCase() },
        { key: 'client', label: field('client'), value: values.client },
        {
          key: 'period',
          label: t('wizards.deal.review.period'),
          value: t('wizards.deal.review.periodValue', {
            start: format.date(values.startDate),
            end: format.date(values.endDate),
          }),
        },
        {
          key: 'regions',
          label: field('regions'),
          value: values.regions.map((r) => t(`wizards.deal.regions.${r}`)).join(', '),
        },
        {
          key: 'maxUses',
          label: field('maxUses'),
          value: format.number(typedNumber(values.maxUses)),
        },
        {
          key: 'usesPerCustomer',
          label: field('usesPerCustomer'),
          value: format.number(typedNumber(values.usesPerCustomer)),
        },
        {
          key: 'minimumSpend',
          label: field('minimumSpend'),
          value: format.money(typedNumber(values.minimumSpend)),
        },
        {
          key: 'notify',
          label: field('notify'),
          value: t(values.notify ? 'wizards.deal.review.yes' : 'wizards.deal.review.no'),
        },
      ]}
    />
  );
}
