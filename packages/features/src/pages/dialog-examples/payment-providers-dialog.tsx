import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import type { PaymentProvider } from '@atrium/mocks/types';
import { Alert, Avatar, Stack, Switch } from '@atrium/ui';

import { useFormFrame, useSaveOutcome } from '../../shared/index.ts';
import {
  useGetPaymentProvidersQuery,
  useUpdatePaymentProvidersMutation,
} from '../api/dialog-examples.ts';
import { DialogQueryState } from './dialog-query-state.tsx';
import { ExampleFormDialog, type ExampleDialogProps } from './example-dialog.tsx';

interface ProviderValues {
  enabled: string[];
}

const enabledOf = (providers: readonly PaymentProvider[]): ProviderValues => ({
  enabled: providers.filter((p) => p.enabled).map((p) => p.id),
});

/** The seeded providers with a switch each; at least one stays on (the fake API says so too). */
export function PaymentProvidersDialog({ open, onOpenChange }: ExampleDialogProps) {
  const { t } = useTranslation('pages');
  const query = useGetPaymentProvidersQuery(undefined, { skip: !open });
  const [update] = useUpdatePaymentProvidersMutation();
  const outcomeOf = useSaveOutcome();
  const schema = useMemo(
    () => z.object({ enabled: z.array(z.string()).min(1, t('dialogs.providers.errors.none')) }),
    [t],
  );
  const frame = useFormFrame<ProviderValues>({
    defaultValues: { enabled: [] },
    resolver: zodResolver(schema),
    save: async ({ enabled }) => {
      const outcome = await outcomeOf(update({ enabled }).unwrap(), {
        saved: (saved) =>
          t('dialogs.providers.saved', { count: saved.filter((p) => p.enabled).length }),
        failed: t('dialogs.providers.failed'),
      });
      if (outcome.status === 'saved') onOpenChange(false);
      return outcome.status === 'saved' ? { status: 'saved', values: { enabled } } : outcome;
    },
  });
  const { reset } = frame.form;
  // Each opening starts from what is stored, once it has arrived.
  useEffect(() => {
    if (open && query.data) reset(enabledOf(query.data));
  }, [open, query.data, reset]);

  return (
    <ExampleFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialogs.examples.paymentProviders.title')}
      description={t('dialogs.providers.description')}
      onSubmit={(event) => void frame.submit(event)}
      submitLabel={t('dialogs.providers.submit')}
      saving={frame.saving}
      testId="providers-form"
    >
      <DialogQueryState query={query} errorText={t('dialogs.providers.loadError')} rows={5}>
        {(providers) => (
          <Controller
            control={frame.form.control}
            name="enabled"
            render={({ field, fieldState }) => (
              <Stack gap={4} role="group" aria-label={t('dialogs.providers.listLabel')}>
                {fieldState.error?.message && (
                  <Alert severity="error" data-testid="providers-error">
                    {fieldState.error.message}
                  </Alert>
                )}
                {providers.map((provider) => (
                  <Stack key={provider.id} direction="row" gap={3} align="center">
                    <Avatar name={provider.name} color="primary" shape="rounded" />
                    <Stack grow="1">
                      <Switch
                        controlEnd
                        label={provider.name}
                        description={provider.methods}
                        checked={field.value.includes(provider.id)}
                        onCheckedChange={({ checked }) =>
                          field.onChange(
                            checked
                              ? [...field.value, provider.id]
                              : field.value.filter((id) => id !== provider.id),
                          )
                        }
                        data-testid={`provider-${provider.id}`}
                      />
                    </Stack>
                  </Stack>
                ))}
              </Stack>
            )}
          />
        )}
      </DialogQueryState>
    </ExampleFormDialog>
  );
}
