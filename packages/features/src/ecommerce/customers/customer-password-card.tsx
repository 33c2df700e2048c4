import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { Button, Card, Grid, Stack, TextField } from '@atrium/ui';

import { useFormFrame, useSaveOutcome } from '../../shared/index.ts';

import { useChangeCustomerPasswordMutation } from '../api/customers.ts';

interface PasswordValues {
  password: string;
  confirm: string;
}

const FIELDS = ['password', 'confirm'] as const;
/** Each field with its label's key under `customers.details.security`. */
const passwordFields = [
  { name: 'password', label: 'newPassword' },
  { name: 'confirm', label: 'confirmPassword' },
] as const satisfies readonly { name: (typeof FIELDS)[number]; label: string }[];
const isField = (name: string): name is keyof PasswordValues =>
  (FIELDS as readonly string[]).includes(name);

/** The rules the fake API checks as well (min 8, an uppercase letter, a digit, a match). */
function usePasswordSchema() {
  const { t } = useTranslation('ecommerce');
  return useMemo(
    () =>
      z
        .object({
          password: z
            .string()
            .min(8, t('customers.details.security.errors.min'))
            .regex(/[A-Z]/, t('customers.details.security.errors.uppercase'))
            .regex(/\d/, t('customers.details.security.errors.number')),
          confirm: z.string(),
        })
        .refine((values) => values.password === values.confirm, {
          path: ['confirm'],
          message: t('customers.details.security.errors.mismatch'),
        }),
    [t],
  );
}

/**
 * Sets a new password through the customer password call. The server's refusals land under their
 * field; any other failure keeps what was typed and says so in a toast.
 */
export function CustomerPasswordCard({ customerId }: { customerId: number }) {
  const { t } = useTranslation('ecommerce');
  const schema = usePasswordSchema();
  const [changePassword] = useChangeCustomerPasswordMutation();
  const outcomeOf = useSaveOutcome();
  const { form, submit, saving } = useFormFrame<PasswordValues>({
    defaultValues: { password: '', confirm: '' },
    resolver: zodResolver(schema),
    save: (values) =>
      outcomeOf(changePassword({ customerId, ...values }).unwrap(), {
        saved: () => t('customers.details.security.saved'),
        failed: t('customers.details.security.failed'),
        keepField: isField,
      }),
    // The server's own words, shown as sent (as the product form does): its rules match the
    // schema above, so this only shows when the two disagree.
    refusedField: (name, messages) =>
      isField(name)
        ? { field: name, message: messages[0] ?? t('customers.details.security.failed') }
        : null,
  });
  const { errors } = form.formState;

  return (
    <Card as="section">
      <Card.Header
        title={t('customers.details.security.title')}
        subtitle={t('customers.details.security.rules')}
        headingLevel={2}
      />
      <Card.Content>
        <form noValidate onSubmit={submit} data-testid="password-form">
          <Stack gap={4}>
            <Grid columns={{ xs: 1, sm: 2 }} gap={4}>
              {passwordFields.map(({ name, label }) => (
                <TextField
                  key={name}
                  type="password"
                  autoComplete="new-password"
                  label={t(`customers.details.security.${label}`)}
                  error={errors[name]?.message}
                  required
                  {...form.register(name)}
                />
              ))}
            </Grid>
            <div>
              <Button type="submit" loading={saving}>
                {t('customers.details.security.submit')}
              </Button>
            </div>
          </Stack>
        </form>
      </Card.Content>
    </Card>
  );
}
