import type { AccountInvoice } from '@atrium/mocks/types';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { Card, EmptyState, SimpleTable, Skeleton, Stack, TextLink } from '@atrium/ui';

import { InvoiceStatusChip, invoiceHref } from '../../invoice/index.ts';
import { useCan } from '../../shared/access/index.ts';
import { QueryState, useFormat } from '../../shared/index.ts';
import { useGetAccountInvoicesQuery } from '../api/account-settings.ts';

function HistoryTable({ invoices }: { invoices: AccountInvoice[] }) {
  const { t } = useTranslation('pages');
  const format = useFormat();
  // The preview is a screen of its own that needs `read Invoice`: a role without it would follow
  // the link to "not authorized", so its number is plain text.
  const canOpen = useCan('read', 'Invoice');
  return (
    <SimpleTable caption={t('accountSettings.history.description')} hideCaption dense>
      <thead>
        <tr>
          <th scope="col">{t('accountSettings.history.invoice')}</th>
          <th scope="col">{t('accountSettings.history.issued')}</th>
          <th scope="col">{t('accountSettings.history.service')}</th>
          <th scope="col" data-align="end">
            {t('accountSettings.history.total')}
          </th>
          <th scope="col">{t('accountSettings.history.status')}</th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.id} data-testid="account-invoice">
            <th scope="row">
              {canOpen ? (
                <TextLink as={Link} to={invoiceHref('invoice.preview', { id: invoice.id })}>
                  {t('accountSettings.history.number', { number: invoice.id })}
                </TextLink>
              ) : (
                t('accountSettings.history.number', { number: invoice.id })
              )}
            </th>
            <td>{format.date(invoice.issuedDate)}</td>
            <td>{invoice.service}</td>
            <td data-align="end">{format.money(invoice.total)}</td>
            <td>
              <InvoiceStatusChip invoice={invoice} />
            </td>
          </tr>
        ))}
      </tbody>
    </SimpleTable>
  );
}

/**
 * The invoices the shop billed to the account's company, newest first, each opening its preview
 * when the user may read invoices:
 * placeholder rows while they load, the error with a retry, an empty state without any.
 */
export function BillingHistoryCard() {
  const { t } = useTranslation('pages');
  const query = useGetAccountInvoicesQuery();
  return (
    <Card as="section" aria-labelledby="history-title" data-testid="account-billing-history">
      <Card.Header
        title={t('accountSettings.history.title')}
        subtitle={t('accountSettings.history.description')}
        titleId="history-title"
        headingLevel={2}
      />
      <Card.Content>
        <QueryState
          query={query}
          size="sm"
          errorText={t('accountSettings.history.error')}
          retryLabel={t('common.retry')}
          placeholder={
            <Skeleton.Group data-testid="account-history-loading">
              <Stack gap={2}>
                {[0, 1, 2].map((row) => (
                  <Skeleton key={row} variant="rounded" height={40} />
                ))}
              </Stack>
            </Skeleton.Group>
          }
        >
          {(invoices) =>
            invoices.length === 0 ? (
              <EmptyState title={t('accountSettings.history.empty')} />
            ) : (
              <HistoryTable invoices={invoices} />
            )
          }
        </QueryState>
      </Card.Content>
    </Card>
  );
}
