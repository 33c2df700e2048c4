import { IconUserOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

import type { CustomerDetails } from '@atrium/mocks/types';
import { Grid, Skeleton, Tabs } from '@atrium/ui';

import { DetailsPageFrame, useRouteId } from '../../shared/index.ts';
import { useDetailsTexts } from '../use-details-texts.ts';

import { useGetCustomerQuery } from '../api/customers.ts';
import { CustomerAddressTab } from './customer-address-tab.tsx';
import { customerDetailsPath } from './customer-columns.tsx';
import { CustomerNotificationsTab } from './customer-notifications-tab.tsx';
import { CustomerOverviewTab } from './customer-overview-tab.tsx';
import { CustomerProfileCard } from './customer-profile-card.tsx';
import { CustomerSecurityTab } from './customer-security-tab.tsx';
import { href } from '../routes.ts';

const CUSTOMER_LIST_PATH = href('ecommerce.customerList');

/** The tabs, in URL order; the first is the default when the URL names none. */
export const CUSTOMER_TABS = ['overview', 'security', 'address-billing', 'notifications'] as const;
type CustomerTab = (typeof CUSTOMER_TABS)[number];

const TAB_LABEL_KEYS = {
  overview: 'customers.details.tabs.overview',
  security: 'customers.details.tabs.security',
  'address-billing': 'customers.details.tabs.addressBilling',
  notifications: 'customers.details.tabs.notifications',
} as const satisfies Record<CustomerTab, string>;

/** Keyed by customer: the settings tabs start from the stored values of the one shown. */
function tabContent(tab: CustomerTab, customer: CustomerDetails): ReactNode {
  const key = customer.customerId;
  switch (tab) {
    case 'security':
      return <CustomerSecurityTab key={key} customer={customer} />;
    case 'address-billing':
      return <CustomerAddressTab key={key} customer={customer} />;
    case 'notifications':
      return <CustomerNotificationsTab key={key} customer={customer} />;
    default:
      return <CustomerOverviewTab key={key} customer={customer} />;
  }
}

/** The `ecommerce.customerDetails` route (id = customerId, optional tab): profile card and routed tabs. */
export function CustomerDetailsPage() {
  const { t } = useTranslation('ecommerce');
  const { tab: tabParam } = useParams();
  const { raw, id: customerId, valid } = useRouteId();
  const tab = CUSTOMER_TABS.find((name) => name === tabParam) ?? 'overview';
  const texts = useDetailsTexts('customers', raw);
  const query = useGetCustomerQuery(customerId, { skip: !valid });

  return (
    <DetailsPageFrame
      query={query}
      valid={valid}
      backTo={CUSTOMER_LIST_PATH}
      texts={texts}
      notFoundIcon={<IconUserOff size={32} />}
      notFoundTestId="customer-not-found"
      skeleton={
        <Grid columns={{ xs: 1, md: 3 }} gap={6}>
          <Skeleton variant="rounded" height={480} />
          <Grid.Item span={{ xs: 1, md: 2 }}>
            <Skeleton variant="rounded" height={480} />
          </Grid.Item>
        </Grid>
      }
      header={(customer) => ({
        title: customer.customer,
        description: t('customers.details.profile.customerId', { id: customer.customerId }),
      })}
    >
      {(customer) => (
        <Grid columns={{ xs: 1, md: 3 }} gap={6}>
          <CustomerProfileCard customer={customer} />
          <Grid.Item span={{ xs: 1, md: 2 }}>
            <Tabs value={tab} activationMode="manual" variant="pills">
              <Tabs.List aria-label={t('customers.details.tabs.label')}>
                {CUSTOMER_TABS.map((name) => (
                  <Tabs.Link key={name} value={name}>
                    <Link
                      to={customerDetailsPath(
                        customer.customerId,
                        name === 'overview' ? undefined : name,
                      )}
                      data-testid={`customer-tab-${name}`}
                    >
                      {t(TAB_LABEL_KEYS[name])}
                    </Link>
                  </Tabs.Link>
                ))}
              </Tabs.List>
              <Tabs.Content value={tab}>{tabContent(tab, customer)}</Tabs.Content>
            </Tabs>
          </Grid.Item>
        </Grid>
      )}
    </DetailsPageFrame>
  );
}
