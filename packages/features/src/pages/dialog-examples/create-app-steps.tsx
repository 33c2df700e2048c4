import {
  IconBrandAngular,
  IconBrandFirebase,
  IconBrandLaravel,
  IconBrandMongodb,
  IconBrandMysql,
  IconBrandReact,
  IconBrandVue,
  IconChartBar,
  IconDatabase,
  IconMessages,
  IconShoppingCart,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { cardBrand } from '@atrium/mocks/values';
import { ChoiceCards, Grid, Stack, TextField, Typography } from '@atrium/ui';

import { DetailRow } from '../../shared/index.ts';
import { CATEGORIES, DATABASES, FRAMEWORKS, type AppValues } from './create-app-schema.ts';

type StepProps = { form: UseFormReturn<AppValues> };
type ChoiceName = 'category' | 'framework' | 'database';

interface Choice {
  value: string;
  title: string;
  description: string;
  icon: ReactElement;
}

const ICONS: Record<AppValues[ChoiceName], ReactElement> = {
  crm: <IconUsers size={22} aria-hidden />,
  ecommerce: <IconShoppingCart size={22} aria-hidden />,
  analytics: <IconChartBar size={22} aria-hidden />,
  social: <IconMessages size={22} aria-hidden />,
  react: <IconBrandReact size={22} aria-hidden />,
  vue: <IconBrandVue size={22} aria-hidden />,
  angular: <IconBrandAngular size={22} aria-hidden />,
  laravel: <IconBrandLaravel size={22} aria-hidden />,
  postgres: <IconDatabase size={22} aria-hidden />,
  mysql: <IconBrandMysql size={22} aria-hidden />,
  mongodb: <IconBrandMongodb size={22} aria-hidden />,
  firebase: <IconBrandFirebase size={22} aria-hidden />,
};

/** The choices of each step, in the current language. */
function useChoices(): Record<ChoiceName, Choice[]> {
  const { t } = useTranslation('pages');
  const base = 'dialogs.createApp';
  return {
    category: CATEGORIES.map((v) => ({
      value: v,
      title: t(`${base}.categories.${v}.title`),
      description: t(`${base}.categories.${v}.description`),
      icon: ICONS[v],
    })),
    framework: FRAMEWORKS.map((v) => ({
      value: v,
      title: t(`${base}.frameworks.${v}.title`),
      description: t(`${base}.frameworks.${v}.description`),
      icon: ICONS[v],
    })),
    database: DATABASES.map((v) => ({
      value: v,
      title: t(`${base}.databases.${v}.title`),
      description: t(`${base}.databases.${v}.description`),
      icon: ICONS[v],
    })),
  };
}

/** One of the wizard's one-of-a-list choices as cards. */
function ChoiceStep({ form, name }: StepProps & { name: ChoiceName }) {
  const { t } = useTranslation('pages');
  const options = useChoices()[name];
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <ChoiceCards
          ref={field.ref}
          label={t(`dialogs.createApp.fields.${name}`)}
          minCardWidth={180}
          value={[field.value]}
          onValueChange={({ value: [chosen] }) => {
            if (options.some((o) => o.value === chosen)) field.onChange(chosen);
          }}
          options={options}
          data-testid={`app-${name}`}
        />
      )}
    />
  );
}

function AppTextField({
  form,
  name,
  ...props
}: StepProps & {
  name: 'name' | 'holder' | 'number' | 'expiry' | 'cvc';
  autoComplete: string;
  inputMode?: 'numeric';
  placeholder?: string;
  dir?: 'ltr';
}) {
  const { t } = useTranslation('pages');
  return (
    <TextField
      label={t(`dialogs.createApp.fields.${name}`)}
      error={form.formState.errors[name]?.message}
      required
      data-testid={`app-${name}`}
      {...props}
      {...form.register(name)}
    />
  );
}

export function DetailsStep({ form }: StepProps) {
  return (
    <Stack gap={4}>
      <AppTextField form={form} name="name" autoComplete="off" />
      <ChoiceStep form={form} name="category" />
    </Stack>
  );
}

export const FrameworkStep = ({ form }: StepProps) => <ChoiceStep form={form} name="framework" />;
export const DatabaseStep = ({ form }: StepProps) => <ChoiceStep form={form} name="database" />;

export function BillingStep({ form }: StepProps) {
  const { t } = useTranslation('pages');
  return (
    <Grid columns={{ xs: 1, sm: 2 }} gap={4}>
      <Grid.Item span={{ xs: 1, sm: 2 }}>
        <AppTextField form={form} name="holder" autoComplete="cc-name" />
      </Grid.Item>
      <Grid.Item span={{ xs: 1, sm: 2 }}>
        <AppTextField
          form={form}
          name="number"
          autoComplete="cc-number"
          inputMode="numeric"
          dir="ltr"
        />
      </Grid.Item>
      <AppTextField
        form={form}
        name="expiry"
        autoComplete="cc-exp"
        inputMode="numeric"
        placeholder={t('dialogs.createApp.fields.expiryPlaceholder')}
        dir="ltr"
      />
      <AppTextField form={form} name="cvc" autoComplete="cc-csc" inputMode="numeric" dir="ltr" />
    </Grid>
  );
}

/** The last step: what will be created, the card shown by its brand and last four digits. */
export function ReviewStep({ form }: StepProps) {
  const { t } = useTranslation('pages');
  const choices = useChoices();
  const values = form.getValues();
  const titleOf = (name: ChoiceName) =>
    choices[name].find((c) => c.value === values[name])?.title ?? values[name];
  const digits = values.number.replace(/\D/g, '');
  const rows: [string, string][] = [
    [t('dialogs.createApp.fields.name'), values.name.trim()],
    [t('dialogs.createApp.fields.category'), titleOf('category')],
    [t('dialogs.createApp.fields.framework'), titleOf('framework')],
    [t('dialogs.createApp.fields.database'), titleOf('database')],
    [
      t('dialogs.createApp.steps.billing'),
      t('dialogs.createApp.cardEnding', {
        brand: t(`dialogs.createApp.brands.${cardBrand(digits)}`),
        last4: digits.slice(-4),
      }),
    ],
  ];
  return (
    <Stack gap={3}>
      <Typography variant="body2">{t('dialogs.createApp.review')}</Typography>
      <Stack as="dl" gap={2} data-testid="app-review">
        {rows.map(([label, value]) => (
          <DetailRow key={label} label={label}>
            {value}
          </DetailRow>
        ))}
      </Stack>
    </Stack>
  );
}
