import { IconArrowLeft, IconUserOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

import type { CustomerDetails } from '@atrium/mocks/types';
import {
  Button,
  EmptyState,
  ErrorState,
  Grid,
  PageHeader,
  Skeleton,
  Stack,
  Tabs,
} from '@atrium/ui';

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

function BackLink() {
  const { t } = useTranslation('ecommerce');
  return (
    <Button asChild variant="text" size="sm" startIcon={<IconArrowLeft size={16} />}>
      <Link to={CUSTOMER_LIST_PATH}>{t('customers.details.back')}</Link>
    </Button>
  );
}

/** The back link above the title, kept at the start of the line (the header column stretches). */
function BackLinkRow() {
  return (
    <div>
      <BackLink />
    </div>
  );
}

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

/** `/apps/ecommerce/customer/details/:id/:tab?` (id = customerId): profile card and routed tabs. */
export function CustomerDetailsPage() {
  const { t } = useTranslation('ecommerce');
  const { id = '', tab: tabParam } = useParams();
  const customerId = Number(id);
  const valid = Number.isInteger(customerId) && customerId > 0;
  const tab = CUSTOMER_TABS.find((name) => name === tabParam) ?? 'overview';
  const {
    data: customer,
    error,
    isLoading,
    refetch,
  } = useGetCustomerQuery(customerId, {
    skip: !valid,
  });

  if (!valid || (error && 'status' in error && error.status === 404)) {
    return (
      <Stack gap={6}>
        <PageHeader title={t('customers.details.notFound.title')} breadcrumbs={<BackLinkRow />} />
        <EmptyState
          data-testid="customer-not-found"
          icon={<IconUserOff size={32} />}
          title={t('customers.details.notFound.title')}
          description={t('customers.details.notFound.message', { id })}
          action={<BackLink />}
        />
      </Stack>
    );
  }
  if (error) {
    return (
      <Stack gap={6}>
        <PageHeader title={t('customers.title')} breadcrumbs={<BackLinkRow />} />
        <ErrorState message={t('customers.details.error')} onRetry={() => void refetch()} />
      </Stack>
    );
  }
  if (isLoading || !customer) {
    return (
      <Skeleton.Group label={t('customers.details.loading')}>
        <Grid columns={{ xs: 1, md: 3 }} gap={6}>
          <Skeleton variant="rounded" height={480} />
          <Grid.Item span={{ xs: 1, md: 2 }}>
            <Skeleton variant="rounded" height={480} />
          </Grid.Item>
        </Grid>
      </Skeleton.Group>
    );
  }

  return (
    <Stack gap={6}>
      <PageHeader
        title={customer.customer}
        description={t('customers.details.profile.customerId', { id: customer.customerId })}
        breadcrumbs={<BackLinkRow />}
      />
      <Grid columns={{ xs: 1, md: 3 }} gap={6}>
        <CustomerProfileCard customer={customer} />
        <Grid.Item span={{ xs: 1, md: 2 }} style={{ minInlineSize: 0 }}>
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
    </Stack>
  );
}
