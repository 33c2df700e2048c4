import type { AccountProfile, SignedInAccount } from '@atrium/mocks/types';
import { ACCOUNT_CURRENCIES, ACCOUNT_LANGUAGES, PHONE_PATTERN } from '@atrium/mocks/values';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { Divider, Grid, TextField } from '@atrium/ui';

import { FormCard } from '../../shared/index.ts';
import { SelectField } from '../../shared/bound-fields.tsx';
import { useUpdateAccountProfileMutation } from '../api/account-settings.ts';
import { AvatarPicker } from './avatar-picker.tsx';
import { useAccountForm } from './use-account-form.ts';

type TextName =
  'fullName' | 'email' | 'organisation' | 'phone' | 'address' | 'state' | 'zipCode' | 'country';

/** The text fields in the grid's order (two a row), with their input hints. */
const TEXT_FIELDS: readonly {
  name: TextName;
  required?: boolean;
  type?: 'email' | 'tel';
  autoComplete: string;
}[] = [
  { name: 'fullName', required: true, autoComplete: 'name' },
  { name: 'email', required: true, type: 'email', autoComplete: 'email' },
  { name: 'organisation', autoComplete: 'organization' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'address', autoComplete: 'street-address' },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'zipCode', autoComplete: 'postal-code' },
  { name: 'country', required: true, autoComplete: 'country-name' },
];

/** The rules the fake API checks too (packages/mocks/README.md, "Signed-in account settings"). */
function profileSchema(t: TFunction<'pages'>) {
  const required = t('accountSettings.errors.required');
  return z.object({
    fullName: z.string().trim().min(1, required).max(80, t('accountSettings.errors.tooLong')),
    email: z.string().trim().min(1, required).email(t('accountSettings.errors.email')),
    organisation: z.string().trim().max(80, t('accountSettings.errors.tooLong')),
    phone: z
      .string()
      .trim()
      .refine((v) => v === '' || PHONE_PATTERN.test(v), t('accountSettings.errors.phone')),
    address: z.string().trim().max(200, t('accountSettings.errors.tooLong')),
    state: z.string().trim().max(80, t('accountSettings.errors.tooLong')),
    zipCode: z
      .string()
      .trim()
      .refine((v) => v === '' || /^[A-Za-z0-9 -]{3,10}$/.test(v), t('accountSettings.errors.zip')),
    country: z.string().trim().min(1, required).max(80, t('accountSettings.errors.tooLong')),
    language: z.enum(ACCOUNT_LANGUAGES),
    timeZone: z.string().min(1, required),
    currency: z.enum(ACCOUNT_CURRENCIES),
  }) satisfies z.ZodType<AccountProfile, AccountProfile>;
}

/** Every zone the browser knows, with the stored one even if it does not (`UTC`). */
function timeZoneOptions(current: string) {
  const zones = Intl.supportedValuesOf('timeZone');
  return (zones.includes(current) ? zones : [current, ...zones]).map((zone) => ({
    value: zone,
    label: zone.replace(/_/g, ' '),
  }));
}

/** The languages and currencies by their names in the page's language. */
function choiceOptions(language: string) {
  const languages = new Intl.DisplayNames([language], { type: 'language' });
  const currencies = new Intl.DisplayNames([language], { type: 'currency' });
  return {
    language: ACCOUNT_LANGUAGES.map((code) => ({ value: code, label: languages.of(code) ?? code })),
    currency: ACCOUNT_CURRENCIES.map((code) => ({
      value: code,
      label: `${code} · ${currencies.of(code) ?? code}`,
    })),
  };
}

export interface AccountProfileFormProps {
  account: SignedInAccount;
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The profile details: the picture (saved at once) and the form. A save also renames the
 * signed-in user everywhere (the endpoint passes the name and email to the session).
 */
export function AccountProfileForm({ account, onDirtyChange }: AccountProfileFormProps) {
  const { t, i18n } = useTranslation('pages');
  const [updateProfile] = useUpdateAccountProfileMutation();
  const schema = useMemo(() => profileSchema(t), [t]);
  const { form, card } = useAccountForm({
    id: 'account',
    title: t('accountSettings.account.title'),
    initial: account.profile,
    schema,
    send: (values) => updateProfile(values).unwrap(),
    saved: (profile) => profile,
    onDirtyChange,
  });
  const { errors } = form.formState;
  const options = useMemo(() => choiceOptions(i18n.language), [i18n.language]);
  const zones = useMemo(
    () => timeZoneOptions(account.profile.timeZone),
    [account.profile.timeZone],
  );

  return (
    <FormCard {...card}>
      <AvatarPicker avatar={account.avatar} name={account.profile.fullName} />
      <Divider />
      <Grid columns={{ xs: 1, md: 2 }} gap={4}>
        {TEXT_FIELDS.map(({ name, ...field }) => (
          <TextField
            key={name}
            label={t(`accountSettings.account.fields.${name}`)}
            error={errors[name]?.message}
            {...field}
            {...form.register(name)}
          />
        ))}
        {(
          [
            ['language', options.language],
            ['timeZone', zones],
            ['currency', options.currency],
          ] as const
        ).map(([name, choices]) => (
          <SelectField
            key={name}
            control={form.control}
            name={name}
            label={t(`accountSettings.account.fields.${name}`)}
            required
            options={choices}
          />
        ))}
      </Grid>
    </FormCard>
  );
}
