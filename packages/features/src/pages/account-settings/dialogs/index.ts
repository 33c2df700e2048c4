/**
 * The account settings' dialogs, each saving to the signed-in account's API: the dialog examples
 * page shows them too.
 */
export { TwoStepDialog, type TwoStepDialogProps } from './two-step-dialog.tsx';
export { UpgradePlanDialog, type UpgradePlanDialogProps } from './upgrade-plan-dialog.tsx';
export { CardDialog, type CardDialogProps } from './card-dialog.tsx';
export { BillingAddressDialog, type BillingAddressDialogProps } from './billing-address-dialog.tsx';
