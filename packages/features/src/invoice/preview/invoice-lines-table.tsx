import { useTranslation } from 'react-i18next';

import type { Invoice } from '@atrium/mocks/types';
import { lineCents } from '@atrium/mocks/values';
import { SimpleTable, Typography } from '@atrium/ui';

import { useFormat } from '../../shared/index.ts';
import { TableHead } from './document-parts.tsx';

const COLUMNS = [
  ['item', false],
  ['cost', true],
  ['qty', true],
  ['discount', true],
  ['taxes', true],
  ['amount', true],
] as const;

/** A percentage field of a line (0–100, absent on older lines) as the formatter prints it. */
const ratio = (percent: number | undefined) => (percent ?? 0) / 100;

/**
 * The invoice's lines: item (its description below it, so the table fits the document beside the
 * actions card without scrolling), cost, quantity, discount, the two taxes and the line's
 * amount, computed with the one invoice arithmetic (`lineCents`) the editor and the fake API use.
 */
export function InvoiceLinesTable({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoice');
  const format = useFormat();
  return (
    <SimpleTable caption={t('preview.lines.caption', { id: invoice.id })} hideCaption dense>
      <TableHead
        columns={COLUMNS.map(([key, numeric]) => ({ label: t(`preview.lines.${key}`), numeric }))}
      />
      <tbody>
        {invoice.items.map((line, index) => (
          // Lines have no id of their own; their order is the invoice's.
          <tr key={index}>
            <td>
              <Typography variant="body2" weight="medium">
                <bdi>{line.title}</bdi>
              </Typography>
              {line.description && (
                <Typography variant="body2" color="secondary">
                  <bdi>{line.description}</bdi>
                </Typography>
              )}
            </td>
            <td data-align="end">{format.money(line.cost)}</td>
            <td data-align="end">{format.number(line.qty)}</td>
            <td data-align="end">{format.percent(ratio(line.discount))}</td>
            <td data-align="end">
              <Typography as="span" variant="body2" nowrap>
                {t('preview.lines.taxPair', {
                  first: format.percent(ratio(line.tax1)),
                  second: format.percent(ratio(line.tax2)),
                })}
              </Typography>
            </td>
            <td data-align="end">{format.money(lineCents(line).total / 100)}</td>
          </tr>
        ))}
      </tbody>
    </SimpleTable>
  );
}
