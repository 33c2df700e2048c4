import type { ShippingSettings, ShippingZone } from '@atrium/mocks/types';
import { IconEdit, IconPlus, IconTrash, IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  Box,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  IconButton,
  SimpleTable,
  Stack,
  Typography,
} from '@atrium/ui';

import { useFormat, useSaveOutcome } from '../../shared/index.ts';
import { useSaveSettingsMutation } from '../api/settings.ts';
import { ZoneDialog, newId } from './zone-dialog.tsx';

export interface ShippingSectionProps {
  initial: ShippingSettings;
}

/**
 * Shipping zones and their rates. Each add, edit or delete is saved at once (a dialog is the form
 * here), so this tab never holds unsaved changes.
 */
export function ShippingSection({ initial }: ShippingSectionProps) {
  const { t, i18n } = useTranslation('ecommerce');
  const format = useFormat();
  const [saveSettings] = useSaveSettingsMutation();
  const outcomeOf = useSaveOutcome();
  const [editing, setEditing] = useState<ShippingZone | null>(null);
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<ShippingZone | null>(null);
  const zones = initial.zones;
  const countries = new Intl.DisplayNames([i18n.language], { type: 'region' });

  /** Saves the whole list of zones at once; true when the server took it. */
  const save = async (next: ShippingZone[]) => {
    const outcome = await outcomeOf(saveSettings({ shipping: { zones: next } }).unwrap(), {
      saved: () => t('settings.toasts.saved'),
      failed: t('settings.toasts.failed'),
      toastRefusals: true,
    });
    return outcome.status === 'saved';
  };

  const saveZone = async (zone: ShippingZone) => {
    const next = zone.id
      ? zones.map((z) => (z.id === zone.id ? zone : z))
      : [...zones, { ...zone, id: newId('zone', zones) }];
    const saved = await save(next);
    if (saved) {
      setEditing(null);
      setAdding(false);
    }
    return saved;
  };

  const deleteZone = async () => {
    if (!toDelete) return;
    const saved = await save(zones.filter((z) => z.id !== toDelete.id));
    if (!saved) throw new Error(t('settings.toasts.failed'));
    setToDelete(null);
  };

  return (
    <Card as="section" aria-labelledby="settings-shipping-title">
      <Card.Header
        title={t('settings.shipping.title')}
        subtitle={t('settings.shipping.subtitle')}
        titleId="settings-shipping-title"
        headingLevel={2}
        action={
          <Button
            startIcon={<IconPlus size={18} aria-hidden />}
            onClick={() => setAdding(true)}
            data-testid="zone-add"
          >
            {t('settings.shipping.addZone')}
          </Button>
        }
      />
      <Card.Content>
        {zones.length === 0 ? (
          <EmptyState
            size="sm"
            icon={<IconTruckDelivery size={24} aria-hidden />}
            title={t('settings.shipping.emptyTitle')}
            description={t('settings.shipping.emptyText')}
          />
        ) : (
          <Stack gap={6}>
            {zones.map((zone) => (
              <Stack key={zone.id} gap={2} data-testid={`zone-${zone.id}`}>
                <Stack direction="row" gap={2} align="center" wrap justify="between">
                  <Stack gap={0}>
                    <Typography variant="subtitle" as="h3">
                      {zone.name}
                    </Typography>
                    <Typography variant="body2" color="secondary">
                      {zone.countries.map((c) => countries.of(c) ?? c).join(', ')}
                    </Typography>
                  </Stack>
                  <Stack direction="row" gap={1}>
                    <IconButton
                      label={t('settings.shipping.editZoneNamed', { name: zone.name })}
                      variant="text"
                      onClick={() => setEditing(zone)}
                    >
                      <IconEdit size={18} aria-hidden />
                    </IconButton>
                    <IconButton
                      label={t('settings.shipping.deleteZoneNamed', { name: zone.name })}
                      variant="text"
                      color="error"
                      onClick={() => setToDelete(zone)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </IconButton>
                  </Stack>
                </Stack>
                <SimpleTable
                  caption={t('settings.shipping.ratesOf', { name: zone.name })}
                  hideCaption
                  dense
                >
                  <thead>
                    <tr>
                      <th scope="col">{t('settings.shipping.rateName')}</th>
                      <th scope="col">{t('settings.shipping.condition')}</th>
                      <th scope="col">
                        <Box textAlign="end">{t('settings.shipping.price')}</Box>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {zone.rates.map((rate) => (
                      <tr key={rate.id}>
                        <td>{rate.name}</td>
                        <td>
                          {rate.minOrder === null
                            ? t('settings.shipping.anyOrder')
                            : t('settings.shipping.fromAmount', {
                                amount: format.money(rate.minOrder),
                              })}
                        </td>
                        <td>
                          <Box textAlign="end">
                            {rate.price === 0
                              ? t('settings.shipping.free')
                              : format.money(rate.price)}
                          </Box>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </SimpleTable>
              </Stack>
            ))}
          </Stack>
        )}
      </Card.Content>
      <ZoneDialog
        zone={editing}
        open={adding || editing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setAdding(false);
            setEditing(null);
          }
        }}
        onSave={saveZone}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={t('settings.shipping.deleteTitle')}
        message={t('settings.shipping.deleteMessage', { name: toDelete?.name ?? '' })}
        confirmLabel={t('common.actions.delete')}
        cancelLabel={t('common.actions.cancel')}
        destructive
        onConfirm={deleteZone}
      />
    </Card>
  );
}
