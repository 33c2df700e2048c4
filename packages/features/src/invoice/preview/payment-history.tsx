import { IconCash } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { Invoice } from '@atrium/mocks/types';
import { Card, EmptyState, SimpleTable, Typography } from '@atrium/ui';

import { useFormat } from '../../shared/index.ts';
import { TableHead } from './document-parts.tsx';

/** The payments recorded against the invoice, oldest first as the fake API keeps them. */
export function PaymentHistory({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoice');
  const format = useFormat();
  const titleId = useId();
  const payments = invoice.payments ?? [];
  return (
    <Card as="section" aria-labelledby={titleId} data-testid="payment-history">
      <Card.Header title={t('preview.history.title')} titleId={titleId} headingLevel={2} />
      {payments.length === 0 ? (
        <Card.Content>
          <EmptyState
            size="sm"
            headingLevel={3}
            icon={<IconCash size={28} />}
            title={t('preview.history.emptyTitle')}
            description={t('preview.history.empty')}
          />
        </Card.Content>
      ) : (
        <SimpleTable caption={t('preview.history.caption', { id: invoice.id })} hideCaption dense>
          <TableHead
            columns={[
              { label: t('preview.history.date') },
              { label: t('preview.history.method') },
              { label: t('preview.history.amount'), numeric: true },
            ]}
          />
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.id}>
                <td>
                  <Typography variant="body2" nowrap>
                    {format.date(payment.date)}
                  </Typography>
                  {payment.note && (
                    <Typography variant="caption" color="secondary" as="p">
                      <bdi>{payment.note}</bdi>
                    </Typography>
                  )}
                </td>
                <td>{t(`preview.payment.methods.${payment.method}`)}</td>
                <td data-align="end">{format.money(payment.amount)}</td>
              </tr>
            ))}
          </tbody>
        </SimpleTable>
      )}
    </Card>
  );
}
