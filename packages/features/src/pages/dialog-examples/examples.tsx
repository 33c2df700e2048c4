import {
  IconApps,
  IconBuildingBank,
  IconCreditCard,
  IconCrown,
  IconGift,
  IconHome,
  IconShare,
  IconShieldLock,
  IconUserEdit,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

import type { PagesTexts } from '../locales/index.ts';
import {
  AddCardExample,
  AddressExample,
  PaymentMethodsExample,
  TwoFactorExample,
  UpgradePlanExample,
} from './account-examples.tsx';
import { CreateAppDialog } from './create-app-dialog.tsx';
import { EditUserExample } from './edit-user-example.tsx';
import type { ExampleDialogProps } from './example-dialog.tsx';
import { PaymentProvidersDialog } from './payment-providers-dialog.tsx';
import { ReferEarnDialog } from './refer-earn-dialog.tsx';
import { ShareProjectDialog } from './share-project-dialog.tsx';

type ExampleTexts = keyof PagesTexts['dialogs']['examples'];

/** One card of the page: its icon, its texts and the dialog its Open button opens. */
export interface DialogExample {
  id: string;
  icon: Icon;
  titleKey: `dialogs.examples.${ExampleTexts}.title`;
  descriptionKey: `dialogs.examples.${ExampleTexts}.description`;
  Dialog: ComponentType<ExampleDialogProps>;
}

const example = (id: ExampleTexts, icon: Icon, Dialog: DialogExample['Dialog']): DialogExample => ({
  id,
  icon,
  titleKey: `dialogs.examples.${id}.title`,
  descriptionKey: `dialogs.examples.${id}.description`,
  Dialog,
});

/** The page's examples, in order: another dialog is one more line (and its two texts). */
export const DIALOG_EXAMPLES: readonly DialogExample[] = [
  example('shareProject', IconShare, ShareProjectDialog),
  example('editUser', IconUserEdit, EditUserExample),
  example('createApp', IconApps, CreateAppDialog),
  example('referEarn', IconGift, ReferEarnDialog),
  example('addCard', IconCreditCard, AddCardExample),
  example('twoFactor', IconShieldLock, TwoFactorExample),
  example('addAddress', IconHome, AddressExample),
  example('upgradePlan', IconCrown, UpgradePlanExample),
  example('paymentMethods', IconWallet, PaymentMethodsExample),
  example('paymentProviders', IconBuildingBank, PaymentProvidersDialog),
];
