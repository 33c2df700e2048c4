import { Stack } from '@atrium/ui';

import { BillingAddressCard } from './billing-address-card.tsx';
import { PaymentMethodsCard } from './payment-methods-card.tsx';
import { UserPlanCard } from './user-plan-card.tsx';
import type { UserTabProps } from './user-tab-props.ts';

/** Billing & plans: the current plan (upgrade, cancel), the cards on file and the billing address. */
export function UserBillingTab({ user, view }: UserTabProps) {
  return (
    <Stack gap={6}>
      <UserPlanCard user={user} plan={view.plan} withCancel />
      <PaymentMethodsCard userId={user.id} methods={view.paymentMethods} />
      <BillingAddressCard userId={user.id} address={view.billingAddress} />
    </Stack>
  );
}
