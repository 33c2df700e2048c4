import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import {
  Controller,
  useFormState,
  useWatch,
  type Control,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { lineCents } from '@atrium/mocks/values';
import {
  Card,
  Combobox,
  Grid,
  IconButton,
  Stack,
  TextField,
  Typography,
  type SelectOption,
} from '@atrium/ui';

import { useFormat } from '../../shared/index.ts';
import { lineNumbers, type InvoiceFormValues } from './invoice-schema.ts';

/** What a line's item picker offers: the seeded products (by name) with their prices. */
export interface ProductChoices {
  options: SelectOption[];
  /** Product name → id and price (major units). */
  byName: ReadonlyMap<string, { id: number; price: number }>;
}

/** What every line row shares, one memoised object: rows compare it by identity. */
export interface LineTools {
  control: Control<InvoiceFormValues>;
  register: UseFormRegister<InvoiceFormValues>;
  setValue: UseFormSetValue<InvoiceFormValues>;
  products: ProductChoices;
  onMove: (from: number, to: number, rowKey: string) => void;
  onRemove: (index: number) => void;
}

export interface InvoiceLineRowProps {
  index: number;
  count: number;
  /** The row's key (useFieldArray's id): its move buttons' ids are built from it. */
  rowKey: string;
  tools: LineTools;
}

/** `data-testid`s and ids of a line's parts, shared with the tests and the bench. */
export const lineTestId = (index: number) => `invoice-line-${index}`;
export const moveButtonId = (rowKey: string, direction: 'up' | 'down') =>
  `invoice-line-${rowKey}-${direction}`;

/** The line's amount, re-rendered by its own five fields only. */
function LineAmount({ control, index }: { control: Control<InvoiceFormValues>; index: number }) {
  const { t } = useTranslation('invoice');
  const format = useFormat();
  const [cost, qty, discount, tax1, tax2] = useWatch({
    control,
    name: [
      `items.${index}.cost`,
      `items.${index}.qty`,
      `items.${index}.discount`,
      `items.${index}.tax1`,
      `items.${index}.tax2`,
    ],
  });
  const cents = lineCents(lineNumbers({ cost, qty, discount, tax1, tax2 }));
  return (
    <Typography variant="body1" weight="medium" data-testid={`${lineTestId(index)}-amount`}>
      {t('form.lines.amount')}: {format.money(cents.total / 100)}
    </Typography>
  );
}

/**
 * One invoice line as a card: item, description, cost, quantity, discount and taxes, its amount,
 * and buttons to move it or remove it. Memoised on its index and the line count, so typing in one
 * line re-renders that line's amount and the totals, never the other lines.
 */
export const InvoiceLineRow = memo(function InvoiceLineRow({
  index,
  count,
  rowKey,
  tools,
}: InvoiceLineRowProps) {
  const { t } = useTranslation('invoice');
  const { control, register, setValue, products, onMove, onRemove } = tools;
  const { errors } = useFormState({ control, name: `items.${index}` });
  const lineErrors = errors.items?.[index];
  const n = index + 1;
  const field = (name: 'cost' | 'qty' | 'discount' | 'tax1' | 'tax2') => ({
    ...register(`items.${index}.${name}`),
    inputMode: 'decimal' as const,
    error: lineErrors?.[name]?.message,
  });

  return (
    <Card variant="outlined" as="li" contained data-testid={lineTestId(index)}>
      <Card.Content>
        <Stack gap={4}>
          <Typography variant="subtitle" as="h3">
            {t('form.lines.line', { n })}
          </Typography>
          <Grid columns={{ xs: 2, sm: 6, lg: 12 }} gap={4}>
            <Grid.Item span={{ xs: 2, sm: 3, lg: 6 }}>
              <Controller
                control={control}
                name={`items.${index}.title`}
                render={({ field: title, fieldState }) => (
                  <Combobox
                    ref={title.ref}
                    label={t('form.lines.item')}
                    required
                    freeSolo
                    options={products.options}
                    value={title.value}
                    onBlur={title.onBlur}
                    onValueChange={({ value }) => {
                      const text = typeof value === 'string' ? value : (value[0] ?? '');
                      title.onChange(text);
                      const product = products.byName.get(text);
                      setValue(`items.${index}.productId`, product?.id ?? null, {
                        shouldDirty: true,
                      });
                      if (product)
                        setValue(`items.${index}.cost`, product.price.toFixed(2), {
                          shouldDirty: true,
                        });
                    }}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </Grid.Item>
            <Grid.Item span={{ xs: 2, sm: 3, lg: 6 }}>
              <TextField
                label={t('form.lines.description')}
                error={lineErrors?.description?.message}
                {...register(`items.${index}.description`)}
              />
            </Grid.Item>
            <Grid.Item span={{ xs: 2, sm: 2, lg: 4 }}>
              <TextField label={t('form.lines.cost')} required {...field('cost')} />
            </Grid.Item>
            <Grid.Item span={{ xs: 1, sm: 1, lg: 2 }}>
              <TextField
                label={t('form.lines.qty')}
                required
                {...field('qty')}
                inputMode="numeric"
              />
            </Grid.Item>
            <Grid.Item span={{ xs: 1, sm: 1, lg: 2 }}>
              <TextField label={t('form.lines.discount')} suffix="%" {...field('discount')} />
            </Grid.Item>
            <Grid.Item span={{ xs: 1, sm: 1, lg: 2 }}>
              <TextField label={t('form.lines.tax1')} suffix="%" {...field('tax1')} />
            </Grid.Item>
            <Grid.Item span={{ xs: 1, sm: 1, lg: 2 }}>
              <TextField label={t('form.lines.tax2')} suffix="%" {...field('tax2')} />
            </Grid.Item>
          </Grid>
          <Stack direction="row" align="center" justify="between" wrap gap={2}>
            <LineAmount control={control} index={index} />
            <Stack direction="row" gap={1}>
              <IconButton
                id={moveButtonId(rowKey, 'up')}
                label={t('form.lines.moveUp', { n })}
                disabled={index === 0}
                onClick={() => onMove(index, index - 1, rowKey)}
              >
                <IconArrowUp size={20} />
              </IconButton>
              <IconButton
                id={moveButtonId(rowKey, 'down')}
                label={t('form.lines.moveDown', { n })}
                disabled={index === count - 1}
                onClick={() => onMove(index, index + 1, rowKey)}
              >
                <IconArrowDown size={20} />
              </IconButton>
              <IconButton
                label={t('form.lines.remove', { n })}
                color="error"
                onClick={() => onRemove(index)}
              >
                <IconTrash size={20} />
              </IconButton>
            </Stack>
          </Stack>
        </Stack>
      </Card.Content>
    </Card>
  );
});
