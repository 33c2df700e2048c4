import { useTranslation } from 'react-i18next';

import { NO_WARNINGS, VEHICLE_WARNINGS, type VehicleWarning } from '@atrium/mocks/values';

import { TonalChip } from '../shared/index.ts';

const isKnown = (warning: string): warning is VehicleWarning =>
  (VEHICLE_WARNINGS as readonly string[]).includes(warning);

/** A vehicle's warning as a tonal chip: green when all is well, amber otherwise. */
export function VehicleWarningChip({ warning }: { warning: string }) {
  const { t } = useTranslation('logistics');
  return (
    <TonalChip
      color={warning === NO_WARNINGS ? 'success' : 'warning'}
      // A warning this screen does not know yet is shown as the fake API spells it.
      label={isKnown(warning) ? t(`warnings.${warning}`) : warning}
    />
  );
}
