import type { SignedInAccount } from '@atrium/mocks/types';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, Dialog } from '@atrium/ui';

import {
  BillingAddressDialog,
  CardDialog,
  TwoStepDialog,
  UpgradePlanDialog,
} from '../account-settings/dialogs/index.ts';
import { usePaymentCards } from '../account-settings/payment-cards.tsx';
import { useGetSignedInAccountQuery } from '../api/account-settings.ts';
import { PendingDialog } from './dialog-query-state.tsx';
import type { ExampleDialogProps } from './example-dialog.tsx';

/**
 * The account settings' own dialogs, saving to the signed-in account: what they change shows on
 * the account settings page afterwards. Those that start from the account's data wait for it.
 */
function WithAccount({
  open,
  onOpenChange,
  title,
  children,
}: ExampleDialogProps & { title: string; children: (account: SignedInAccount) => ReactNode }) {
  const { t } = useTranslation('pages');
  const account = useGetSignedInAccountQuery(undefined, { skip: !open });
  if (account.data) return children(account.data);
  return (
    <PendingDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      query={account}
      errorText={t('dialogs.accountLoadError')}
    />
  );
}

export const AddCardExample = (props: ExampleDialogProps) => <CardDialog {...props} />;

export const TwoFactorExample = (props: ExampleDialogProps) => <TwoStepDialog {...props} />;

export function AddressExample(props: ExampleDialogProps) {
  const { t } = useTranslation('pages');
  return (
    <WithAccount {...props} title={t('dialogs.examples.addAddress.title')}>
      {(account) => <BillingAddressDialog address={account.billingAddress} {...props} />}
    </WithAccount>
  );
}

export function UpgradePlanExample(props: ExampleDialogProps) {
  const { t } = useTranslation('pages');
  return (
    <WithAccount {...props} title={t('dialogs.examples.upgradePlan.title')}>
      {(account) => <UpgradePlanDialog current={account.plan.name} {...props} />}
    </WithAccount>
  );
}

/** The cards on file in a dialog: add, edit and delete as on the billing tab. */
function PaymentMethodsDialog({
  account,
  open,
  onOpenChange,
}: ExampleDialogProps & { account: SignedInAccount }) {
  const { t } = useTranslation('pages');
  const payment = usePaymentCards(account.paymentMethods);
  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange} size="md">
        <Dialog.Title>{t('dialogs.examples.paymentMethods.title')}</Dialog.Title>
        <Dialog.Description>{t('dialogs.examples.paymentMethods.description')}</Dialog.Description>
        <Dialog.Body>{payment.list}</Dialog.Body>
        <Dialog.Actions>
          <Button variant="tonal" color="secondary" onClick={() => onOpenChange(false)}>
            {t('dialogs.cancel')}
          </Button>
          <Button onClick={payment.openAdd} data-testid="card-add">
            {t('accountSettings.cards.add')}
          </Button>
        </Dialog.Actions>
      </Dialog>
      {payment.dialogs}
    </>
  );
}

export function PaymentMethodsExample(props: ExampleDialogProps) {
  const { t } = useTranslation('pages');
  return (
    <WithAccount {...props} title={t('dialogs.examples.paymentMethods.title')}>
      {(account) => <PaymentMethodsDialog account={account} {...props} />}
    </WithAccount>
  );
}
