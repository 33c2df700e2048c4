import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

import type { User, UserDetails, UserPlan } from '@atrium/mocks/types';
import { USER_PLANS } from '@atrium/mocks/values';
import { Button, RadioGroup } from '@atrium/ui';

import { RadioField } from '../../shared/bound-fields.tsx';

import { useUpdateUserMutation } from '../api/users.ts';
import { FormDialog, useDialogForm } from './form-dialog.tsx';

const schema = z.object({ currentPlan: z.enum(USER_PLANS) });

/** "Upgrade plan": pick one of the four plans; the choice is PATCHed as the user's `currentPlan`. */
export function UpgradePlanButton({ user }: { user: UserDetails }) {
  const { t } = useTranslation('users');
  const [updateUser] = useUpdateUserMutation();
  const dialog = useDialogForm<{ currentPlan: UserPlan }, User>({
    values: { currentPlan: user.currentPlan },
    resolver: zodResolver(schema),
    send: (changes) => updateUser({ id: user.id, changes }).unwrap(),
    saved: (saved) =>
      t('userView.upgrade.saved', {
        name: saved.fullName,
        plan: t(`userView.plans.${saved.currentPlan}`),
      }),
    failed: t('userView.upgrade.failed'),
  });
  return (
    <>
      <Button onClick={() => dialog.setOpen(true)} data-testid="plan-upgrade">
        {t('userView.plan.upgrade')}
      </Button>
      <FormDialog
        open={dialog.open}
        onOpenChange={dialog.setOpen}
        title={t('userView.upgrade.title')}
        description={t('userView.upgrade.description', { name: user.fullName })}
        submit={dialog.submit}
        saving={dialog.saving}
        submitLabel={t('userView.upgrade.submit')}
        testId="plan-upgrade-form"
      >
        <RadioField
          control={dialog.form.control}
          name="currentPlan"
          label={t('userView.upgrade.choose')}
        >
          {USER_PLANS.map((plan) => (
            <RadioGroup.Item
              key={plan}
              value={plan}
              label={t(`userView.plans.${plan}`)}
              description={plan === user.currentPlan ? t('userView.upgrade.current') : undefined}
            />
          ))}
        </RadioField>
      </FormDialog>
    </>
  );
}
