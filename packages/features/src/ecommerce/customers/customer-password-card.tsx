import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import { Button, Card, Grid, Stack, TextField, useToast } from '@atrium/ui';

import { useChangeCustomerPasswordMutation } from '../api/customers.ts';
import { fieldErrorsOf } from '../api/field-errors.ts';

interface PasswordValues {
  password: string;
  confirm: string;
}

const FIELDS = ['password', 'confirm'] as const;
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
  const toast = useToast();
  const schema = usePasswordSchema();
  const [changePassword] = useChangeCustomerPasswordMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await changePassword({ customerId, ...values }).unwrap();
      reset();
      toast({ severity: 'success', title: t('customers.details.security.saved') });
    } catch (error) {
      const known = Object.entries(fieldErrorsOf(error) ?? {}).filter(([name]) => isField(name));
      if (known.length === 0) {
        toast({ severity: 'error', title: t('customers.details.security.failed') });
        return;
      }
      known.forEach(([name, messages], index) => {
        if (!isField(name)) return;
        // The server's own words, shown as sent (as the product form does): its rules match the
        // schema above, so this only shows when the two disagree.
        const message = messages[0] ?? t('customers.details.security.failed');
        setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
      });
    }
  });

  return (
    <Card as="section">
      <Card.Header
        title={t('customers.details.security.title')}
        subtitle={t('customers.details.security.rules')}
        headingLevel={2}
      />
      <Card.Content>
        <form noValidate onSubmit={(event) => void submit(event)} data-testid="password-form">
          <Stack gap={4}>
            <Grid columns={{ xs: 1, sm: 2 }} gap={4}>
              <TextField
                type="password"
                autoComplete="new-password"
                label={t('customers.details.security.newPassword')}
                error={errors.password?.message}
                required
                {...register('password')}
              />
              <TextField
                type="password"
                autoComplete="new-password"
                label={t('customers.details.security.confirmPassword')}
                error={errors.confirm?.message}
                required
                {...register('confirm')}
              />
            </Grid>
            <div>
              <Button type="submit" loading={isSubmitting}>
                {t('customers.details.security.submit')}
              </Button>
            </div>
          </Stack>
        </form>
      </Card.Content>
    </Card>
  );
}
