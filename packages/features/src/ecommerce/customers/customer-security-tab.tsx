import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import type { CustomerDetails } from '@atrium/mocks/types';
import { Button, Card, Grid, Stack, Switch, TextField, useToast } from '@atrium/ui';

interface PasswordValues {
  password: string;
  confirm: string;
}

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
 * Password and two-step verification. The fake API has no customer credentials call, so both
 * apply on this screen only (validated, confirmed by a toast) until the back end offers one.
 */
export function CustomerSecurityTab({ customer }: { customer: CustomerDetails }) {
  const { t } = useTranslation('ecommerce');
  const toast = useToast();
  const schema = usePasswordSchema();
  const [twoStep, setTwoStep] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
  });

  const submit = handleSubmit(() => {
    reset();
    toast({ severity: 'success', title: t('customers.details.security.saved') });
  });

  return (
    <Stack gap={6}>
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
                <Button type="submit">{t('customers.details.security.submit')}</Button>
              </div>
            </Stack>
          </form>
        </Card.Content>
      </Card>
      <Card as="section">
        <Card.Header title={t('customers.details.security.twoStep.title')} headingLevel={2} />
        <Card.Content>
          <Switch
            data-testid="two-step-switch"
            checked={twoStep}
            label={t('customers.details.security.twoStep.label')}
            description={t('customers.details.security.twoStep.description', {
              // Isolated left to right, so the number keeps its order inside Arabic text.
              contact: `\u2066${customer.contact}\u2069`,
            })}
            onCheckedChange={({ checked }) => {
              setTwoStep(checked);
              toast({
                severity: 'success',
                title: t(
                  checked
                    ? 'customers.details.security.twoStep.on'
                    : 'customers.details.security.twoStep.off',
                ),
              });
            }}
          />
        </Card.Content>
      </Card>
    </Stack>
  );
}
