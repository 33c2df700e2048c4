import { IconBuilding, IconHome, IconMapPinPlus } from '@tabler/icons-react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Stack } from '@atrium/ui';
import type { CheckoutCart, OrderAddress } from '@atrium/mocks/types';

import { ChoiceField } from '../choice-field.tsx';
import { FieldGrid } from '../field-grid.tsx';
import { NEW_ADDRESS, REQUIRED_ADDRESS_FIELDS, type CheckoutValues } from './checkout-schema.ts';

const FIELDS: { name: keyof OrderAddress; autoComplete: string; wide?: boolean }[] = [
  { name: 'name', autoComplete: 'name', wide: true },
  { name: 'line1', autoComplete: 'address-line1' },
  { name: 'line2', autoComplete: 'address-line2' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'postalCode', autoComplete: 'postal-code' },
  { name: 'country', autoComplete: 'country-name' },
];

/** One line of an address, as its card shows it. */
export const addressLine = (a: OrderAddress): string =>
  [a.line1, a.line2, `${a.postalCode} ${a.city}`.trim(), a.state, a.country]
    .filter((part) => part.trim() !== '')
    .join(', ');

/** Step 2: a saved address, or a new one typed in the fields. */
export function AddressStep({
  form,
  cart,
}: {
  form: UseFormReturn<CheckoutValues>;
  cart: CheckoutCart;
}) {
  const { t } = useTranslation('pages');
  const chosen = useWatch({ control: form.control, name: 'addressId' });
  const required = new Set<string>(REQUIRED_ADDRESS_FIELDS);
  return (
    <Stack gap={5}>
      <ChoiceField
        control={form.control}
        name="addressId"
        label={t('wizards.checkout.address.choose')}
        required
        minCardWidth={220}
        options={[
          ...cart.addresses.map((a) => ({
            value: a.id,
            title: `${a.name} (${t(`wizards.checkout.address.labels.${a.label}`)})`,
            description: addressLine(a),
            icon: a.label === 'home' ? <IconHome size={22} /> : <IconBuilding size={22} />,
          })),
          {
            value: NEW_ADDRESS,
            title: t('wizards.checkout.address.new'),
            description: t('wizards.checkout.address.newHint'),
            icon: <IconMapPinPlus size={22} />,
          },
        ]}
      />
      {chosen === NEW_ADDRESS ? (
        <FieldGrid
          form={form}
          fields={FIELDS.map(({ name, autoComplete, wide }) => ({
            name: `address.${name}` as const,
            label: t(`wizards.checkout.address.fields.${name}`),
            wide,
            optional: !required.has(name),
            input: { autoComplete },
          }))}
        />
      ) : null}
    </Stack>
  );
}
