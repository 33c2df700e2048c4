import { avatarPath } from '../../lib/asset-paths.ts';
import type {
  DialogExamplesData,
  ShareMember,
  SharePermission,
} from '../../types/dialog-examples.ts';

const member = (name: string, email: string, permission: SharePermission): ShareMember => ({
  name,
  email,
  avatar: avatarPath(name),
  permission,
});

/**
 * Two shared projects with their people, no created app yet, and five payment providers of which
 * two are on. Fixed data: nothing here depends on the clock.
 */
export function seedDialogExamples(): DialogExamplesData {
  return {
    shares: [
      {
        projectId: 'storefront-redesign',
        projectName: 'Storefront redesign',
        members: [
          member('Lester McCarthy', 'lester.mccarthy@atrium.test', 'owner'),
          member('Karen Carrillo', 'karen.carrillo@atrium.test', 'edit'),
          member('Alan Walsh', 'alan.walsh@atrium.test', 'view'),
          member('Jeffrey Warner', 'jeffrey.warner@atrium.test', 'edit'),
        ],
      },
      {
        projectId: 'mobile-checkout',
        projectName: 'Mobile checkout',
        members: [
          member('Karen Carrillo', 'karen.carrillo@atrium.test', 'owner'),
          member('Alan Walsh', 'alan.walsh@atrium.test', 'edit'),
        ],
      },
    ],
    apps: [],
    providers: [
      { id: 'paypal', name: 'PayPal', methods: 'PayPal, cards', enabled: true },
      { id: 'stripe', name: 'Stripe', methods: 'Visa, Mastercard, Amex, Apple Pay', enabled: true },
      { id: 'adyen', name: 'Adyen', methods: 'Cards, iDEAL, SEPA', enabled: false },
      { id: 'klarna', name: 'Klarna', methods: 'Pay later, instalments', enabled: false },
      { id: 'mollie', name: 'Mollie', methods: 'Cards, Bancontact, SOFORT', enabled: false },
    ],
  };
}
