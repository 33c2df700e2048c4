import {
  IconBriefcase,
  IconDeviceGamepad2,
  IconDeviceLaptop,
  IconEyeglass,
  IconShoe,
  IconSofa,
} from '@tabler/icons-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import {
  Avatar,
  Chip,
  Stack,
  Switch,
  Typography,
  createDataTableColumns,
  type ColorName,
  type DataTableColumnDef,
} from '@atrium/ui';
import type { Product, ProductCategory, ProductStatus } from '@atrium/mocks/types';

import { parseMoney, useFormat } from '../../shared/index.ts';

const column = createDataTableColumns<Product>();

export const categoryIcons: Record<ProductCategory, ReactNode> = {
  Electronics: <IconDeviceLaptop size={16} aria-hidden />,
  Accessories: <IconEyeglass size={16} aria-hidden />,
  Shoes: <IconShoe size={16} aria-hidden />,
  Office: <IconBriefcase size={16} aria-hidden />,
  'Home Decor': <IconSofa size={16} aria-hidden />,
  Games: <IconDeviceGamepad2 size={16} aria-hidden />,
};

const categoryColors: Record<ProductCategory, ColorName> = {
  Electronics: 'primary',
  Accessories: 'info',
  Shoes: 'success',
  Office: 'secondary',
  'Home Decor': 'warning',
  Games: 'error',
};

export const statusColors: Record<ProductStatus, ColorName> = {
  Published: 'success',
  Scheduled: 'warning',
  Inactive: 'error',
};

interface ProductColumnsOptions {
  /** Called when the stock switch of a row is flipped; without it (a user who may not update
   * products) the switch only shows the stock. */
  onToggleStock: ((product: Product, stock: boolean) => void) | undefined;
}

/**
 * The product table's columns. Their ids are the fake API's sort keys (product, category, status,
 * price, qty, sku), so a header click sorts on the server; stock is not a sort key.
 */
export function useProductColumns({
  onToggleStock,
}: ProductColumnsOptions): DataTableColumnDef<Product>[] {
  const { t } = useTranslation('ecommerce');
  const format = useFormat();
  return useMemo(
    () => [
      column.accessor('productName', {
        id: 'product',
        header: t('products.columns.product'),
        cell: ({ row }) => <ProductCell product={row.original} />,
      }),
      column.accessor('category', {
        id: 'category',
        header: t('products.columns.category'),
        cell: ({ row }) => (
          <Stack direction="row" gap={2} align="center">
            <Avatar size="xs" shape="rounded" alt="" color={categoryColors[row.original.category]}>
              {categoryIcons[row.original.category]}
            </Avatar>
            {t(`products.categories.${row.original.category}`)}
          </Stack>
        ),
      }),
      column.accessor('stock', {
        id: 'stock',
        header: t('products.columns.stock'),
        enableSorting: false,
        meta: { csv: (p: Product) => (p.stock ? 'true' : 'false') },
        cell: ({ row }) => (
          <Switch
            size="sm"
            checked={row.original.stock}
            aria-label={t('products.stock.label', { name: row.original.productName })}
            readOnly={onToggleStock === undefined}
            onCheckedChange={({ checked }) => onToggleStock?.(row.original, checked)}
          />
        ),
      }),
      column.accessor('sku', { id: 'sku', header: t('products.columns.sku') }),
      column.accessor('price', {
        id: 'price',
        header: t('products.columns.price'),
        // A number in the file, so spreadsheets can add prices up.
        meta: { align: 'end', csv: (p: Product) => parseMoney(p.price) },
        cell: ({ row }) => format.money(row.original.price),
      }),
      column.accessor('qty', {
        id: 'qty',
        header: t('products.columns.qty'),
        meta: { align: 'end' },
        cell: ({ row }) => format.number(row.original.qty),
      }),
      column.accessor('status', {
        id: 'status',
        header: t('products.columns.status'),
        cell: ({ row }) => (
          <Chip
            size="sm"
            variant="tonal"
            color={statusColors[row.original.status]}
            label={t(`common.status.${row.original.status}`)}
          />
        ),
      }),
    ],
    [t, format, onToggleStock],
  );
}

function ProductCell({ product }: { product: Product }) {
  return (
    <Stack direction="row" gap={3} align="center">
      <Avatar src={product.image} name={product.productName} alt="" shape="rounded" size="md" />
      {/* A width limit (a reading measure, not a token) so long names end in an ellipsis; half
          the screen at most, so on a phone the sticky column leaves room for the others. */}
      <Stack gap={0} maxInlineSize="min(18rem, 45vw)">
        <Typography variant="body2" truncate title={product.productName}>
          <strong>{product.productName}</strong>
        </Typography>
        <Typography variant="caption" color="secondary" truncate title={product.productBrand}>
          {product.productBrand}
        </Typography>
      </Stack>
    </Stack>
  );
}
