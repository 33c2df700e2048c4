import { IconShoppingCartOff, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import {
  Avatar,
  Button,
  Chip,
  EmptyState,
  Grid,
  IconButton,
  Stack,
  TextField,
  Typography,
  VisuallyHidden,
} from '@atrium/ui';
import { CHECKOUT_MAX_QTY } from '@atrium/mocks/values';

import { useFormat } from '../../../shared/format.ts';
import { fieldErrorsOf } from '../../../shared/server-errors.ts';
import { useCheckCouponMutation } from '../../api/wizards.ts';
import type { CheckoutValues } from './checkout-schema.ts';
import { CheckoutSummary } from './checkout-totals.tsx';

type Form = UseFormReturn<CheckoutValues>;

/** The coupon field: Apply asks the fake API; an applied coupon shows as a removable chip. */
function CouponField({ form }: { form: Form }) {
  const { t } = useTranslation('pages');
  const [check, { isLoading }] = useCheckCouponMutation();
  const coupon = useWatch({ control: form.control, name: 'coupon' });
  const apply = async () => {
    const code = form.getValues('couponCode').trim();
    if (!code) return form.setFocus('couponCode');
    try {
      const answer = await check({ code }).unwrap();
      form.setValue('coupon', answer.coupon);
      form.setValue('couponCode', '');
      form.clearErrors('couponCode');
    } catch (error) {
      const refused = fieldErrorsOf(error)?.code;
      const key = refused ? 'couponInvalid' : 'couponFailed';
      form.setError(
        'couponCode',
        { message: t(`wizards.checkout.cart.${key}`) },
        { shouldFocus: true },
      );
    }
  };
  return (
    <Stack gap={3}>
      <Stack direction="row" gap={3} align="end">
        <TextField
          {...form.register('couponCode')}
          label={t('wizards.checkout.cart.coupon')}
          helperText={t('wizards.checkout.cart.couponHint')}
          error={form.formState.errors.couponCode?.message}
          onKeyDown={(event) => {
            // Enter applies the coupon instead of moving to the next step.
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void apply();
          }}
        />
        <Button
          variant="tonal"
          loading={isLoading}
          onClick={() => void apply()}
          data-testid="coupon-apply"
        >
          {t('wizards.checkout.cart.apply')}
        </Button>
      </Stack>
      {coupon ? (
        <Stack direction="row">
          <Chip
            color="success"
            variant="tonal"
            label={t('wizards.checkout.cart.couponApplied', coupon)}
            deleteLabel={t('wizards.checkout.cart.couponRemove', { code: coupon.code })}
            onDelete={() => form.setValue('coupon', null)}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The cart's lines: quantities to change, lines to remove, each line's amount. */
function CartLines({ form }: { form: Form }) {
  const { t } = useTranslation('pages');
  const format = useFormat();
  const { fields, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const errors = form.formState.errors.lines;
  if (fields.length === 0)
    return (
      <EmptyState
        icon={<IconShoppingCartOff size={28} />}
        title={t('wizards.checkout.cart.empty')}
        description={
          errors?.message ?? errors?.root?.message ?? t('wizards.checkout.cart.emptyHint')
        }
      />
    );
  return (
    <Stack as="ul" gap={4} aria-label={t('wizards.checkout.cart.items')}>
      {fields.map((line, index) => {
        const qty = lines[index]?.qty ?? line.qty;
        const amount = Number.isFinite(qty) ? line.price * qty : 0;
        return (
          <Stack as="li" key={line.id} direction="row" gap={4} align="center" wrap>
            <Avatar src={line.image} name={line.productName} alt="" shape="rounded" size="lg" />
            <Stack gap={1} grow>
              <Typography variant="body1" weight="semibold">
                {line.productName}
              </Typography>
              <Typography variant="body2" color="secondary">
                {t('wizards.checkout.cart.each', { price: format.money(line.price) })}
              </Typography>
            </Stack>
            <TextField
              {...form.register(`lines.${index}.qty`, { valueAsNumber: true })}
              type="number"
              inputMode="numeric"
              min={1}
              max={CHECKOUT_MAX_QTY}
              size="sm"
              label={
                <VisuallyHidden>
                  {t('wizards.checkout.cart.qty', { name: line.productName })}
                </VisuallyHidden>
              }
              error={errors?.[index]?.qty?.message}
            />
            <Typography
              variant="body1"
              weight="medium"
              data-testid={`line-total-${line.productId}`}
            >
              {format.money(amount)}
            </Typography>
            <IconButton
              label={t('wizards.checkout.cart.remove', { name: line.productName })}
              color="error"
              variant="text"
              onClick={() => remove(index)}
              data-testid="cart-remove"
            >
              <IconTrash size={18} />
            </IconButton>
          </Stack>
        );
      })}
    </Stack>
  );
}

/** Step 1: the cart, the coupon and the totals beside them. */
export function CartStep({ form }: { form: Form }) {
  return (
    <Grid columns={{ xs: 1, lg: 3 }} gap={6}>
      <Grid.Item span={{ xs: 1, lg: 2 }}>
        <CartLines form={form} />
      </Grid.Item>
      <Stack gap={5}>
        <CouponField form={form} />
        <CheckoutSummary form={form} />
      </Stack>
    </Grid>
  );
}
