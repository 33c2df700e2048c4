import { IconPlus } from '@tabler/icons-react';
import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Alert, Button, Card, Stack, Typography } from '@atrium/ui';

import { useGetProductsQuery } from '../../ecommerce/index.ts';
import { parseMoney } from '../../shared/index.ts';
import {
  InvoiceLineRow,
  moveButtonId,
  type LineTools,
  type ProductChoices,
} from './invoice-line-row.tsx';
import { emptyLine, type InvoiceFormValues } from './invoice-schema.ts';
import { InvoiceTotals } from './invoice-totals.tsx';

/** Every product the shop sells, for the item picker (the seed has 50; a shop a few hundred). */
const PRODUCTS_QUERY = { page: 1, itemsPerPage: -1 };

function useProductChoices(): ProductChoices {
  const { data } = useGetProductsQuery(PRODUCTS_QUERY);
  return useMemo(() => {
    const products = data?.products ?? [];
    return {
      options: products.map((p) => ({ value: p.productName, label: p.productName })),
      byName: new Map(
        products.map((p) => [p.productName, { id: p.id, price: parseMoney(p.price) }]),
      ),
    };
  }, [data]);
}

/** The lines, added, removed and reordered, with the computed totals under them. */
export const InvoiceLinesCard = memo(function InvoiceLinesCard() {
  const { t } = useTranslation('invoice');
  const { control, register, setValue } = useFormContext<InvoiceFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'items' });
  const { errors } = useFormState({ control, name: 'items', exact: true });
  const linesError = errors.items?.root?.message ?? errors.items?.message;
  const products = useProductChoices();

  // The moved line's button keeps the focus once the lines have re-rendered; at an end of the
  // list, where that button is disabled, its other move button takes it.
  const focusAfterMove = useRef<{ rowKey: string; up: boolean } | null>(null);
  useEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending) return;
    focusAfterMove.current = null;
    const same = document.getElementById(moveButtonId(pending.rowKey, pending.up ? 'up' : 'down'));
    const other = document.getElementById(moveButtonId(pending.rowKey, pending.up ? 'down' : 'up'));
    // The kit's buttons stay focusable when disabled (aria-disabled): skip a disabled one.
    (same && same.getAttribute('aria-disabled') !== 'true' ? same : other)?.focus();
  }, [fields]);
  const onMove = useCallback(
    (from: number, to: number, rowKey: string) => {
      focusAfterMove.current = { rowKey, up: to < from };
      move(from, to);
    },
    [move],
  );
  const tools = useMemo<LineTools>(
    () => ({ control, register, setValue, products, onMove, onRemove: remove }),
    [control, register, setValue, products, onMove, remove],
  );

  return (
    <Card data-testid="invoice-lines">
      <Card.Header title={t('form.sections.lines')} headingLevel={2} />
      <Card.Content>
        <Stack gap={4}>
          {fields.length === 0 && (
            <Typography variant="body2" color="secondary">
              {t('form.lines.empty')}
            </Typography>
          )}
          {linesError && (
            <Alert severity="error" data-testid="invoice-lines-error">
              {linesError}
            </Alert>
          )}
          {fields.length > 0 && (
            <Stack as="ol" gap={4} aria-label={t('form.sections.lines')}>
              {fields.map((line, index) => (
                <InvoiceLineRow
                  key={line.id}
                  rowKey={line.id}
                  index={index}
                  count={fields.length}
                  tools={tools}
                />
              ))}
            </Stack>
          )}
          <div>
            <Button
              variant="tonal"
              startIcon={<IconPlus size={18} />}
              onClick={() => append(emptyLine)}
              data-testid="invoice-add-line"
            >
              {t('form.lines.add')}
            </Button>
          </div>
          <InvoiceTotals />
        </Stack>
      </Card.Content>
    </Card>
  );
});
