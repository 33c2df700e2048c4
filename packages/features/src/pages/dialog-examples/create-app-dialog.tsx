import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { CreatedApp } from '@atrium/mocks/types';
import { Dialog, useToast, Wizard, type WizardStep } from '@atrium/ui';

import { fieldErrorsOf } from '../../shared/index.ts';
import { useCreateAppMutation, useGetAppsQuery } from '../api/dialog-examples.ts';
import { APP_STEPS, EMPTY_APP, useAppSchema, type AppValues } from './create-app-schema.ts';
import {
  BillingStep,
  DatabaseStep,
  DetailsStep,
  FrameworkStep,
  ReviewStep,
} from './create-app-steps.tsx';
import type { ExampleDialogProps } from './example-dialog.tsx';

const BODIES = {
  details: DetailsStep,
  framework: FrameworkStep,
  database: DatabaseStep,
  billing: BillingStep,
  submit: ReviewStep,
} as const;

const NO_APPS: CreatedApp[] = [];

/**
 * Create an app in five steps on the ui Wizard: Next checks the step's fields (refused with the
 * errors shown under them), Back keeps every value, and the last step's Create sends the app; a
 * refusal names the steps to go back to.
 */
export function CreateAppDialog({ open, onOpenChange }: ExampleDialogProps) {
  const { t } = useTranslation('pages');
  const toast = useToast();
  const apps = useGetAppsQuery(undefined, { skip: !open }).data ?? NO_APPS;
  const takenNames = useMemo(() => apps.map((a) => a.name), [apps]);
  const form = useForm<AppValues>({
    resolver: zodResolver(useAppSchema(takenNames)),
    defaultValues: EMPTY_APP,
  });
  const [createApp] = useCreateAppMutation();
  // A closed dialog unmounts the Wizard, so each opening starts at the first step; the values
  // start over too.
  const { reset } = form;
  useEffect(() => {
    if (open) reset(EMPTY_APP);
  }, [open, reset]);

  /** Sends the app; the messages the Wizard shows when it is refused or fails. */
  const send = async (): Promise<string[]> => {
    const values = form.getValues();
    try {
      const app = await createApp({ ...values, name: values.name.trim() }).unwrap();
      toast({ severity: 'success', title: t('dialogs.createApp.saved', { name: app.name }) });
      return [];
    } catch (error) {
      const refused = fieldErrorsOf(error);
      if (!refused) return [t('dialogs.createApp.failed')];
      for (const [name, messages] of Object.entries(refused))
        if (name in values) form.setError(name as keyof AppValues, { message: messages[0] });
      const steps = APP_STEPS.filter((s) => s.fields.some((field: string) => field in refused)).map(
        (s) => t(`dialogs.createApp.steps.${s.id}`),
      );
      return [t('dialogs.createApp.refused', { steps: steps.join(', ') })];
    }
  };

  const steps: WizardStep[] = APP_STEPS.map(({ id, fields }) => {
    const Body = BODIES[id];
    return {
      label: t(`dialogs.createApp.steps.${id}`),
      content: <Body form={form} />,
      validate:
        id === 'submit'
          ? send
          : async () =>
              (await form.trigger([...fields], { shouldFocus: true }))
                ? []
                : [t('dialogs.createApp.stepInvalid')],
    };
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="lg">
      <Dialog.Title>{t('dialogs.examples.createApp.title')}</Dialog.Title>
      <Dialog.Description>{t('dialogs.createApp.description')}</Dialog.Description>
      <Dialog.Body>
        <Wizard
          steps={steps}
          submitLabel={t('dialogs.createApp.submit')}
          orientation="vertical"
          onSubmit={() => onOpenChange(false)}
          data-testid="create-app-wizard"
        />
      </Dialog.Body>
    </Dialog>
  );
}
